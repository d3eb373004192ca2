package rule

import "github.com/blackqueen/rules/internal/sentence"

// Sentence says which sentence of the module's catalogue tells the facts
// of a violation (Facts.Sentence), in English, German and Danish. The
// module's own checks name the sentences of their findings; code outside
// the module leaves it NoSentence and gives a violation its own message
// (New).
type Sentence = sentence.Sentence

// NoSentence is no sentence: the violation's EN and DE are its message.
const NoSentence Sentence = sentence.None

// sentences is sentence s in each language, the Text of the facts of a
// case with their blanks (empty for NoSentence).
func sentences(s Sentence) Text {
	en, de, da := sentence.Text(s)
	return Text{EN: en, DE: de, DA: da}
}

// sentencesToSeat is sentence s told to the player at the seat at fault,
// in the second person (empty when it is told to that player as to
// anyone).
func sentencesToSeat(s Sentence) Text {
	en, de, da := sentence.ToSeat(s)
	return Text{EN: en, DE: de, DA: da}
}
