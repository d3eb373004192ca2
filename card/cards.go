package card

// Constants for every card, named rank then suit (QueenSpades is the
// queen of spades, "QS"). Each equals New(rank, suit).
const (
	TwoClubs      Card = 0<<4 | 2
	ThreeClubs    Card = 0<<4 | 3
	FourClubs     Card = 0<<4 | 4
	FiveClubs     Card = 0<<4 | 5
	SixClubs      Card = 0<<4 | 6
	SevenClubs    Card = 0<<4 | 7
	EightClubs    Card = 0<<4 | 8
	NineClubs     Card = 0<<4 | 9
	TenClubs      Card = 0<<4 | 10
	JackClubs     Card = 0<<4 | 11
	QueenClubs    Card = 0<<4 | 12
	KingClubs     Card = 0<<4 | 13
	AceClubs      Card = 0<<4 | 14
	TwoDiamonds   Card = 1<<4 | 2
	ThreeDiamonds Card = 1<<4 | 3
	FourDiamonds  Card = 1<<4 | 4
	FiveDiamonds  Card = 1<<4 | 5
	SixDiamonds   Card = 1<<4 | 6
	SevenDiamonds Card = 1<<4 | 7
	EightDiamonds Card = 1<<4 | 8
	NineDiamonds  Card = 1<<4 | 9
	TenDiamonds   Card = 1<<4 | 10
	JackDiamonds  Card = 1<<4 | 11
	QueenDiamonds Card = 1<<4 | 12
	KingDiamonds  Card = 1<<4 | 13
	AceDiamonds   Card = 1<<4 | 14
	TwoHearts     Card = 2<<4 | 2
	ThreeHearts   Card = 2<<4 | 3
	FourHearts    Card = 2<<4 | 4
	FiveHearts    Card = 2<<4 | 5
	SixHearts     Card = 2<<4 | 6
	SevenHearts   Card = 2<<4 | 7
	EightHearts   Card = 2<<4 | 8
	NineHearts    Card = 2<<4 | 9
	TenHearts     Card = 2<<4 | 10
	JackHearts    Card = 2<<4 | 11
	QueenHearts   Card = 2<<4 | 12
	KingHearts    Card = 2<<4 | 13
	AceHearts     Card = 2<<4 | 14
	TwoSpades     Card = 3<<4 | 2
	ThreeSpades   Card = 3<<4 | 3
	FourSpades    Card = 3<<4 | 4
	FiveSpades    Card = 3<<4 | 5
	SixSpades     Card = 3<<4 | 6
	SevenSpades   Card = 3<<4 | 7
	EightSpades   Card = 3<<4 | 8
	NineSpades    Card = 3<<4 | 9
	TenSpades     Card = 3<<4 | 10
	JackSpades    Card = 3<<4 | 11
	QueenSpades   Card = 3<<4 | 12
	KingSpades    Card = 3<<4 | 13
	AceSpades     Card = 3<<4 | 14
)
