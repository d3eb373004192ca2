package record

import (
	"errors"
	"io/fs"
	"os"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/rule"
)

// ReadFile reads the record in the file name with Decode. Its error is
// Decode's, or a bad-record *rule.Violation that tells in English and
// German (and Danish) why the file cannot be read: it does not exist, may not be read
// or is a folder (the system's own message only in the English).
func ReadFile(name string) (*Record, error) {
	f, err := os.Open(name)
	if err == nil {
		defer f.Close()
		var st fs.FileInfo
		if st, err = f.Stat(); err == nil && st.IsDir() {
			return nil, badRecord(rule.Facts{Sentence: sentence.FileIsFolder, Name: name})
		}
	}
	if err != nil {
		facts := rule.Facts{Sentence: sentence.FileUnreadable, Name: name, Detail: rule.Text{EN: err.Error()}}
		switch {
		case errors.Is(err, fs.ErrNotExist):
			facts.Sentence = sentence.FileMissing
		case errors.Is(err, fs.ErrPermission):
			facts.Sentence = sentence.FileForbidden
		}
		return nil, badRecord(facts)
	}
	return Decode(f)
}

// WriteFile writes r to the file name with Encode, replacing what the
// file held. Its error is Encode's, or a *FileError that tells in English
// German and Danish why the file cannot be written.
func WriteFile(name string, r *Record) error {
	f, err := os.Create(name)
	if err == nil {
		err = Encode(f, r)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		return nil
	}
	var v *rule.Violation
	if errors.As(err, &v) {
		return err
	}
	why := rule.Text{EN: err.Error(), DE: "ein Schreibfehler", DA: "en skrivefejl"}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		why.DE, why.DA = "den Ordner gibt es nicht", "mappen findes ikke"
	case errors.Is(err, fs.ErrPermission):
		why.DE, why.DA = "keine Berechtigung zum Schreiben", "ingen tilladelse til at skrive"
	}
	if st, serr := os.Stat(name); serr == nil && st.IsDir() {
		why.DE, why.DA = "das ist ein Ordner", "det er en mappe"
	}
	return &FileError{Name: name, Err: err, facts: rule.Facts{Sentence: sentence.FileUnsaved, Name: name, Detail: why}}
}

// FileError is a record file that cannot be written (WriteFile): the
// file's name, the system's error and its message in both languages.
type FileError struct {
	Name  string
	Err   error
	facts rule.Facts
}

// Error is the message in English.
func (e *FileError) Error() string { return e.Message("en") }

// Message is the message in lang ("de" for German, "da" for Danish, else
// English).
func (e *FileError) Message(lang string) string { return e.facts.Render(rule.NoSeat, lang) }

// Unwrap returns the system's error.
func (e *FileError) Unwrap() error { return e.Err }
