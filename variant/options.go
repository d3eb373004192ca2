package variant

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/blackqueen/rules/internal/enum"
	"sort"
	"strconv"

	"github.com/blackqueen/rules/deck"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
)

// TieBreak chooses what happens when several seats share the best total
// at the end of a match (BM-A5, MAD-A12, SH-R10).
type TieBreak uint8

// The BM-A5 choices; the default comes first.
const (
	TiesShared TieBreak = iota // they share the win (default)
	TiesPlayOn                 // deal again until one seat alone is best
)

// tieBreakNames is the names table of TieBreak: the values of the record
// option "ties".
const tieBreakNames enum.Table = "shared play-on"

// String returns the name of the value ("shared", "play-on"), or
// "ties(N)" for an unknown value.
func (x TieBreak) String() string { return tieBreakNames.Format(uint8(x), "ties") }

// Names returns the name of every TieBreak value, in order.
func (TieBreak) Names() []string { return tieBreakNames.Names() }

// AnnounceMode chooses how a game offers the announcement window of
// Schwarze Madonna and Schwarze Sau (MAD-A9). Both give the same results
// for the same announcements.
type AnnounceMode uint8

// The MAD-A9 interfaces; the default comes first.
const (
	// OutOfTurn accepts an announcement from any seat at any moment of
	// the window (the default, and what records hold).
	OutOfTurn AnnounceMode = iota
	// TurnBased adds explicit announcement rounds for bots and search:
	// before the opening lead and again after trick 1, each seat that may
	// announce, from the leader to the left, announces or declines.
	TurnBased
)

// announceModeNames is the names table of AnnounceMode (not a record option).
const announceModeNames enum.Table = "out-of-turn turn-based"

// String returns the name of the value ("out-of-turn", "turn-based"), or
// "announcements(N)" for an unknown value.
func (x AnnounceMode) String() string { return announceModeNames.Format(uint8(x), "announcements") }

// Names returns the name of every AnnounceMode value, in order.
func (AnnounceMode) Names() []string { return announceModeNames.Names() }

// ShortStock chooses what happens when Madonna's first stock receiver
// holds fewer than two passable cards (MAD-A3).
type ShortStock uint8

// The MAD-A3 choices; the default comes first.
const (
	ShortStockRedeal      ShortStock = iota // the deal is void; the same dealer redeals (default)
	ShortStockPassPenalty                   // the seat makes up two with penalty cards
)

// shortStockNames is the names table of ShortStock: the values of the record
// option "short-stock".
const shortStockNames enum.Table = "redeal pass-penalty-cards"

// String returns the name of the value ("redeal", "pass-penalty-cards"), or
// "short-stock(N)" for an unknown value.
func (x ShortStock) String() string { return shortStockNames.Format(uint8(x), "short-stock") }

// Names returns the name of every ShortStock value, in order.
func (ShortStock) Names() []string { return shortStockNames.Names() }

// SixPlayerDeal chooses Madonna's packet pattern at six seats (MAD-A2).
type SixPlayerDeal uint8

// The MAD-A2 choices; the default comes first.
const (
	Deal221     SixPlayerDeal = iota // rounds of 2, 2, 1 (default)
	Deal122                          // rounds of 1, 2, 2
	DealSingles                      // one card at a time
)

// sixPlayerDealNames is the names table of SixPlayerDeal: the values of the record
// option "six-player-deal".
const sixPlayerDealNames enum.Table = "2-2-1 1-2-2 singles"

// String returns the name of the value ("2-2-1", "1-2-2", "singles"), or
// "six-player-deal(N)" for an unknown value.
func (x SixPlayerDeal) String() string { return sixPlayerDealNames.Format(uint8(x), "six-player-deal") }

// Names returns the name of every SixPlayerDeal value, in order.
func (SixPlayerDeal) Names() []string { return sixPlayerDealNames.Names() }

// EndComparison chooses how Madonna's totals are compared with the limit
// (MAD-A10).
type EndComparison uint8

// The MAD-A10 choices; the default comes first.
const (
	EndGreater EndComparison = iota // the match ends when a total is > the limit (default)
	EndAtLeast                      // ... when a total is ≥ the limit
)

// endComparisonNames is the names table of EndComparison: the values of the record
// option "end".
const endComparisonNames enum.Table = "greater at-least"

// String returns the name of the value ("greater", "at-least"), or
// "end(N)" for an unknown value.
func (x EndComparison) String() string { return endComparisonNames.Format(uint8(x), "end") }

// Names returns the name of every EndComparison value, in order.
func (EndComparison) Names() []string { return endComparisonNames.Names() }

// Elimination chooses when a Sau seat is eliminated (SAU-A2).
type Elimination uint8

// The SAU-A2 choices; the default comes first.
const (
	EliminateAtLeast30 Elimination = iota // total ≥ 30 (default)
	EliminateOver30                       // total > 30
)

// eliminationNames is the names table of Elimination: the values of the record
// option "elimination".
const eliminationNames enum.Table = "at-least-30 over-30"

// String returns the name of the value ("at-least-30", "over-30"), or
// "elimination(N)" for an unknown value.
func (x Elimination) String() string { return eliminationNames.Format(uint8(x), "elimination") }

// Names returns the name of every Elimination value, in order.
func (Elimination) Names() []string { return eliminationNames.Names() }

// MatchEnd chooses when a Sau match ends (SAU-A3).
type MatchEnd uint8

// The SAU-A3 choices; the default comes first.
const (
	FewerThanThree   MatchEnd = iota // when fewer than 3 seats remain (default)
	FirstElimination                 // at the first elimination
	TwoPlayer                        // play on two-handed until one remains
)

// matchEndNames is the names table of MatchEnd: the values of the record
// option "match-end".
const matchEndNames enum.Table = "fewer-than-3 first-elimination two-player"

// String returns the name of the value ("fewer-than-3", "first-elimination", "two-player"), or
// "match-end(N)" for an unknown value.
func (x MatchEnd) String() string { return matchEndNames.Format(uint8(x), "match-end") }

// Names returns the name of every MatchEnd value, in order.
func (MatchEnd) Names() []string { return matchEndNames.Names() }

// StockRestriction chooses what may go into the Sau stock (SAU-A4).
type StockRestriction uint8

// The SAU-A4 choices; the default comes first.
const (
	AnyStockCard StockRestriction = iota // any card (default)
	NoPointCards                         // no ♦, J♣ or Q♠
)

// stockRestrictionNames is the names table of StockRestriction: the values of the record
// option "stock-restriction".
const stockRestrictionNames enum.Table = "none no-point-cards"

// String returns the name of the value ("none", "no-point-cards"), or
// "stock-restriction(N)" for an unknown value.
func (x StockRestriction) String() string {
	return stockRestrictionNames.Format(uint8(x), "stock-restriction")
}

// Names returns the name of every StockRestriction value, in order.
func (StockRestriction) Names() []string { return stockRestrictionNames.Names() }

// SixtySplit chooses how Sau's 60-point sentence is read (SAU-A12).
type SixtySplit uint8

// The SAU-A12 choices; the default comes first.
const (
	NoSplit        SixtySplit = iota // write the whole score now (default)
	SplitNextDeal                    // 30 now, the rest in the seat's next deal
	SplitNextMatch                   // 30 now, the seat starts the next match with 30
)

// sixtySplitNames is the names table of SixtySplit: the values of the record
// option "sixty-split".
const sixtySplitNames enum.Table = "none next-deal next-match"

// String returns the name of the value ("none", "next-deal", "next-match"), or
// "sixty-split(N)" for an unknown value.
func (x SixtySplit) String() string { return sixtySplitNames.Format(uint8(x), "sixty-split") }

// Names returns the name of every SixtySplit value, in order.
func (SixtySplit) Names() []string { return sixtySplitNames.Names() }

// PairRule chooses what makes a pair in Old Maid (OM-R4, OM-O1).
type PairRule uint8

// The OM-O1 choices; the default comes first.
const (
	RankPairs       PairRule = iota // same rank (default)
	SameColourPairs                 // same rank and same colour
)

// pairRuleNames is the names table of PairRule: the values of the record
// option "pairs".
const pairRuleNames enum.Table = "rank same-colour"

// String returns the name of the value ("rank", "same-colour"), or
// "pairs(N)" for an unknown value.
func (x PairRule) String() string { return pairRuleNames.Format(uint8(x), "pairs") }

// Names returns the name of every PairRule value, in order.
func (PairRule) Names() []string { return pairRuleNames.Names() }

// DrawFrom chooses the seat an Old Maid player draws from (OM-A1).
type DrawFrom uint8

// The OM-A1 choices; the default comes first.
const (
	DrawLeft  DrawFrom = iota // from the seat to the left, as the seed says (default)
	DrawRight                 // from the seat to the right (pagat, Parlett)
)

// drawFromNames is the names table of DrawFrom: the values of the record
// option "draw-from".
const drawFromNames enum.Table = "left right"

// String returns the name of the value ("left", "right"), or
// "draw-from(N)" for an unknown value.
func (x DrawFrom) String() string { return drawFromNames.Format(uint8(x), "draw-from") }

// Names returns the name of every DrawFrom value, in order.
func (DrawFrom) Names() []string { return drawFromNames.Names() }

// TurnTimer is the table's switch for Old Maid's online turn timer (OM-O4).
// The game itself never reads it: the timer is a server's policy (package
// turntimer), and a record keeps the choice only so that the table's rules
// are complete. Its record name is "turn-timer", which the record format's table
// lacks; the project gave it, as the record format asks for an option its list lacks.
type TurnTimer uint8

// The OM-O4 choices; the default comes first.
const (
	TimerByTable TurnTimer = iota // on in online human games, off against the computer (default)
	TimerOn                       // the table keeps the timer on
	TimerOff                      // the table has switched it off
)

// turnTimerNames is the names table of TurnTimer: the values of the record
// option "turn-timer".
const turnTimerNames enum.Table = "by-table on off"

// String returns the name of the value ("by-table", "on", "off"), or
// "turn-timer(N)" for an unknown value.
func (x TurnTimer) String() string { return turnTimerNames.Format(uint8(x), "turn-timer") }

// Names returns the name of every TurnTimer value, in order.
func (TurnTimer) Names() []string { return turnTimerNames.Names() }

// Options are the rules a table has chosen, named after docs/rules.md The
// zero Options is every game's default. Fields that do not belong to the
// game must stay at their zero value; New checks this.
type Options struct {
	// FirstDealer is the first deal's dealer (C-7; default seat 0). For
	// Schwarze Sau it is the seat left of the scorekeeper (SAU-R3).
	FirstDealer int
	// Ties: Madonna, Black Maria and Hearts (BM-A5). Sau ties are always
	// shared.
	Ties TieBreak
	// Announcements: Madonna and Sau (MAD-A9). Not a record option.
	Announcements AnnounceMode

	// Schwarze Madonna (MAD-A1 to MAD-A13).
	AnnouncedJungfrau          score.AnnouncedJungfrauScoring // MAD-A1
	JungfrauFactor             score.JungfrauFactor           // MAD-A4
	FailureScoring             score.FailureScoring           // MAD-A6
	ShortStock                 ShortStock                     // MAD-A3
	SixPlayerDeal              SixPlayerDeal                  // MAD-A2
	End                        EndComparison                  // MAD-A10
	Limits                     Limits                         // MAD-A11
	DurchmarschKeepsCardPoints bool                           // MAD-A7
	MustChangeStock            bool                           // MAD-A13

	// Black Maria (BM-O1 to BM-O5, BM-A1 to BM-A6) and Hearts (SH-O1 to SH-O4, SH-A1 to SH-A3).
	ThreePlayerRemoval deck.ThreePlayerRemoval // BM-A2
	SixPlayerRemoval   deck.SixPlayerRemoval   // BM-A1
	SpadeValues        score.SpadeValues       // BM-O3
	SpotHearts         bool                    // BM-O1, SH-O1
	Omnibus            score.Omnibus           // BM-O2, SH-O2
	Slam               score.SlamRule          // BM-O4
	// Target is the score that ends the match (BM-A4, SH-R10); 0 means 100.
	Target int
	// Deals, when above 0, ends the match after that many deals instead
	// of at Target (BM-O5).
	Deals                      int
	Moon                       score.MoonMode // SH-R9
	QueenBreaksHearts          bool           // SH-A1
	OpenerAnyClub              bool           // SH-A2
	OmnibusMoonNeedsJack       bool           // SH-O2
	FirstTrickHeartBeforeQueen bool           // SH-A3

	// Schwarze Sau (SAU-O1 to SAU-O6, SAU-A1 to SAU-A17).
	KreuzSieben                    bool                 // SAU-O1
	MustLeadClubSeven              bool                 // SAU-A9
	Jungfrau                       bool                 // SAU-O2
	Durchmarsch                    bool                 // SAU-O3
	AngesagterDurchmarsch          bool                 // SAU-O4
	StockExchange                  bool                 // SAU-O5
	Schieben                       bool                 // SAU-O6
	Elimination                    Elimination          // SAU-A2
	MatchEnd                       MatchEnd             // SAU-A3
	StockScoring                   score.StockScoring   // SAU-A4
	StockRestriction               StockRestriction     // SAU-A4
	PushMultiplier                 score.PushMultiplier // SAU-A11
	SixtySplit                     SixtySplit           // SAU-A12
	SpecialAddsCardPoints          bool                 // SAU-A6
	MultipleJungfrau               bool                 // SAU-A8
	JungfrauBeatsSilentDurchmarsch bool                 // SAU-A10

	// Old Maid (OM-O1 to OM-O4, OM-A1).
	Pairs    PairRule  // OM-O1
	Maid     deck.Maid // OM-O2, OM-O3
	DrawFrom DrawFrom  // OM-A1
	Timer    TurnTimer // OM-O4
}

// Limits are Madonna's match limits by table size (MAD-R27, MAD-A11); a
// zero entry means the default (3: 110, 4: 150, 5: 500, 6: 650).
type Limits [7]int

// The default limits of MAD-R27.
const (
	limit3, limit4, limit5, limit6 = 110, 150, 500, 650
)

func defaultLimit(seats int) int {
	switch seats {
	case 3:
		return limit3
	case 4:
		return limit4
	case 5:
		return limit5
	case 6:
		return limit6
	}
	return 0
}

// For returns the limit for a table of seats.
func (l Limits) For(seats int) int {
	if seats >= 0 && seats < len(l) && l[seats] != 0 {
		return l[seats]
	}
	return defaultLimit(seats)
}

// target returns the Black Maria and Hearts target score.
func (o *Options) target() int {
	if o.Target == 0 {
		return 100
	}
	return o.Target
}

// SeatRange returns the smallest and largest table of a game (MAD-R1,
// BM-R1, SH-R1, SAU-R1, OM-R1).
func SeatRange(id ID) (lo, hi int) {
	if g, ok := lookup(id); ok {
		return g.lo, g.hi
	}
	return 3, 6
}

// option describes one record option: its JSON name, the games it belongs
// to, how to read and write it.
type option struct {
	name  string
	games []ID
	rule  string // rule ID
	// set reads a JSON value into o; get returns the JSON value of o's
	// field and whether it differs from the default.
	set func(o *Options, v strictjson.Value) error
	get func(o *Options) (any, bool)
	// valid reports whether o's field holds a value of the option; nil
	// when every value of the field is one (booleans, numbers).
	valid func(o *Options) bool
}

func (op option) belongs(id ID) bool {
	for _, g := range op.games {
		if g == id {
			return true
		}
	}
	return false
}

func enumOption[T interface {
	~uint8
	Names() []string
}](name, ruleID string, games []ID, field func(*Options) *T) option {
	values := T(0).Names() // the enum's one names table
	return option{
		name: name, games: games, rule: ruleID,
		set: func(o *Options, v strictjson.Value) error {
			s, err := v.Str(MaxNameLen)
			if err != nil {
				return fmt.Errorf("option %q takes one of %q, not %s", name, values, v.Short())
			}
			for i, x := range values {
				if x == s {
					*field(o) = T(i)
					return nil
				}
			}
			return fmt.Errorf("option %q has no value %s (values: %q)", name, strictjson.Quote(s), values)
		},
		get: func(o *Options) (any, bool) {
			v := *field(o)
			if int(v) >= len(values) {
				return fmt.Sprintf("invalid(%d)", v), true
			}
			return values[v], v != 0
		},
		valid: func(o *Options) bool { return int(*field(o)) < len(values) },
	}
}

func boolOption(name, ruleID string, games []ID, field func(*Options) *bool) option {
	return option{
		name: name, games: games, rule: ruleID,
		set: func(o *Options, v strictjson.Value) error {
			b, ok := v.Bool()
			if !ok {
				return fmt.Errorf("option %q takes true or false, not %s", name, v.Short())
			}
			*field(o) = b
			return nil
		},
		get: func(o *Options) (any, bool) { return *field(o), *field(o) },
	}
}

// intOption is a whole-number option whose values start at least.
func intOption(name, ruleID string, games []ID, least int, field func(*Options) *int) option {
	return option{
		name: name, games: games, rule: ruleID,
		set: func(o *Options, v strictjson.Value) error {
			n, ok := v.Int()
			if !ok {
				return fmt.Errorf("option %q takes a whole number of at least %d, not %s", name, least, v.Short())
			}
			if n < least {
				return fmt.Errorf("option %q takes a whole number of at least %d, not %d", name, least, n)
			}
			*field(o) = n
			return nil
		},
		get: func(o *Options) (any, bool) { return *field(o), *field(o) != 0 },
	}
}

// options returns the record options of docs/records.md in its table's order.
func options() []option {
	mad := []ID{SchwarzeMadonna}
	bm := []ID{BlackMaria}
	hearts := []ID{Hearts}
	bmHearts := []ID{BlackMaria, Hearts}
	sau := []ID{SchwarzeSau}
	om := []ID{OldMaid}
	return []option{
		enumOption("ties", "BM-A5", []ID{SchwarzeMadonna, BlackMaria, Hearts}, func(o *Options) *TieBreak { return &o.Ties }),
		enumOption("announced-jungfrau", "MAD-A1", mad, func(o *Options) *score.AnnouncedJungfrauScoring { return &o.AnnouncedJungfrau }),
		enumOption("jungfrau-factor", "MAD-A4", mad, func(o *Options) *score.JungfrauFactor { return &o.JungfrauFactor }),
		enumOption("failure-scoring", "MAD-A6", mad, func(o *Options) *score.FailureScoring { return &o.FailureScoring }),
		enumOption("short-stock", "MAD-A3", mad, func(o *Options) *ShortStock { return &o.ShortStock }),
		enumOption("six-player-deal", "MAD-A2", mad, func(o *Options) *SixPlayerDeal { return &o.SixPlayerDeal }),
		enumOption("end", "MAD-A10", mad, func(o *Options) *EndComparison { return &o.End }),
		{
			name: "limits", games: mad, rule: "MAD-A11",
			set: func(o *Options, v strictjson.Value) error {
				members, err := v.Members()
				if v.Kind() != strictjson.Object || err != nil {
					return fmt.Errorf("option \"limits\" takes an object such as {\"3\":110} with each table size once, not %s", v.Short())
				}
				for _, m := range members {
					n, err := strconv.Atoi(m.Key)
					if err != nil || n < 3 || n > 6 {
						return fmt.Errorf("option \"limits\": %s is not a table size from 3 to 6", strictjson.Quote(m.Key))
					}
					l, ok := m.Value.Int()
					if !ok || l < 1 {
						return fmt.Errorf("option \"limits\": the limit for %d seats must be a whole number of at least 1, not %s", n, m.Value.Short())
					}
					o.Limits[n] = l
				}
				return nil
			},
			get: func(o *Options) (any, bool) {
				m := map[string]int{}
				for n := 3; n <= 6; n++ {
					if o.Limits[n] != 0 {
						m[strconv.Itoa(n)] = o.Limits[n]
					}
				}
				return m, len(m) > 0
			},
		},
		boolOption("durchmarsch-keeps-card-points", "MAD-A7", mad, func(o *Options) *bool { return &o.DurchmarschKeepsCardPoints }),
		boolOption("must-change-stock", "MAD-A13", mad, func(o *Options) *bool { return &o.MustChangeStock }),
		enumOption("three-player-removal", "BM-A2", bm, func(o *Options) *deck.ThreePlayerRemoval { return &o.ThreePlayerRemoval }),
		enumOption("six-player-removal", "BM-A1", bm, func(o *Options) *deck.SixPlayerRemoval { return &o.SixPlayerRemoval }),
		enumOption("spade-values", "BM-O3", bm, func(o *Options) *score.SpadeValues { return &o.SpadeValues }),
		boolOption("spot-hearts", "BM-O1", bmHearts, func(o *Options) *bool { return &o.SpotHearts }),
		enumOption("omnibus", "BM-O2", bmHearts, func(o *Options) *score.Omnibus { return &o.Omnibus }),
		enumOption("slam", "BM-O4", bm, func(o *Options) *score.SlamRule { return &o.Slam }),
		func() option {
			// A target of 0 would mean 100 in Options, but on input it is
			// out of range like any other value below 1.
			op := intOption("target", "BM-A4", bmHearts, 1, func(o *Options) *int { return &o.Target })
			op.get = func(o *Options) (any, bool) { return o.Target, o.Target != 0 }
			return op
		}(),
		intOption("deals", "BM-O5", bmHearts, 0, func(o *Options) *int { return &o.Deals }),
		enumOption("moon", "SH-R9", hearts, func(o *Options) *score.MoonMode { return &o.Moon }),
		boolOption("queen-breaks-hearts", "SH-A1", hearts, func(o *Options) *bool { return &o.QueenBreaksHearts }),
		boolOption("opener-any-club", "SH-A2", hearts, func(o *Options) *bool { return &o.OpenerAnyClub }),
		boolOption("omnibus-moon-needs-jack", "SH-O2", hearts, func(o *Options) *bool { return &o.OmnibusMoonNeedsJack }),
		boolOption("first-trick-heart-before-queen", "SH-A3", hearts, func(o *Options) *bool { return &o.FirstTrickHeartBeforeQueen }),
		boolOption("kreuz-sieben", "SAU-O1", sau, func(o *Options) *bool { return &o.KreuzSieben }),
		boolOption("must-lead-club-seven", "SAU-A9", sau, func(o *Options) *bool { return &o.MustLeadClubSeven }),
		boolOption("jungfrau", "SAU-O2", sau, func(o *Options) *bool { return &o.Jungfrau }),
		boolOption("durchmarsch", "SAU-O3", sau, func(o *Options) *bool { return &o.Durchmarsch }),
		boolOption("angesagter-durchmarsch", "SAU-O4", sau, func(o *Options) *bool { return &o.AngesagterDurchmarsch }),
		boolOption("stock-exchange", "SAU-O5", sau, func(o *Options) *bool { return &o.StockExchange }),
		boolOption("schieben", "SAU-O6", sau, func(o *Options) *bool { return &o.Schieben }),
		enumOption("elimination", "SAU-A2", sau, func(o *Options) *Elimination { return &o.Elimination }),
		enumOption("match-end", "SAU-A3", sau, func(o *Options) *MatchEnd { return &o.MatchEnd }),
		enumOption("stock-scoring", "SAU-A4", sau, func(o *Options) *score.StockScoring { return &o.StockScoring }),
		enumOption("stock-restriction", "SAU-A4", sau, func(o *Options) *StockRestriction { return &o.StockRestriction }),
		enumOption("push-multiplier", "SAU-A11", sau, func(o *Options) *score.PushMultiplier { return &o.PushMultiplier }),
		enumOption("sixty-split", "SAU-A12", sau, func(o *Options) *SixtySplit { return &o.SixtySplit }),
		boolOption("special-adds-card-points", "SAU-A6", sau, func(o *Options) *bool { return &o.SpecialAddsCardPoints }),
		boolOption("multiple-jungfrau", "SAU-A8", sau, func(o *Options) *bool { return &o.MultipleJungfrau }),
		boolOption("jungfrau-beats-silent-durchmarsch", "SAU-A10", sau, func(o *Options) *bool { return &o.JungfrauBeatsSilentDurchmarsch }),
		enumOption("pairs", "OM-O1", om, func(o *Options) *PairRule { return &o.Pairs }),
		enumOption("maid", "OM-O2", om, func(o *Options) *deck.Maid { return &o.Maid }),
		enumOption("draw-from", "OM-A1", om, func(o *Options) *DrawFrom { return &o.DrawFrom }),
		enumOption("turn-timer", "OM-O4", om, func(o *Options) *TurnTimer { return &o.Timer }),
	}
}

// OptionInfo describes one record option for documentation and tools.
type OptionInfo struct {
	Name  string // the record name
	Games []ID   // the games that have it
	Rule  string // the rule ID that specifies it
}

// OptionNames lists every record option of docs/records.md.
func OptionNames() []OptionInfo {
	var out []OptionInfo
	for _, op := range options() {
		out = append(out, OptionInfo{Name: op.name, Games: append([]ID(nil), op.games...), Rule: op.rule})
	}
	return out
}

// ParseOptions reads the "options" object of a game record (docs/records.md)
// for game id. An unknown name, a name of another game, or a value of the
// wrong kind is a *rule.Violation with rule.UnknownOption; combinations
// are checked by Validate.
func ParseOptions(id ID, raw json.RawMessage) (Options, error) {
	var o Options
	if len(bytes.TrimSpace(raw)) == 0 {
		return o, nil
	}
	bad := func(what string) error {
		return rule.New(rule.BadRecord, "", rule.NoSeat, "\"options\" "+what+".", "\"options\" "+what+".")
	}
	v, err := strictjson.Parse(raw)
	if err != nil {
		return o, bad("is not JSON: " + err.Error())
	}
	if v.IsNull() {
		return o, nil
	}
	if v.Kind() != strictjson.Object {
		return o, bad("must be an object, not " + v.Kind().Name())
	}
	members, err := v.Members()
	if err != nil {
		return o, bad("is not a valid object: " + err.Error())
	}
	sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
	all := options()
	for _, m := range members {
		name := m.Key
		if !knownOption(all, id, name) {
			return o, rule.New(rule.UnknownOption, "", rule.NoSeat,
				fmt.Sprintf("%s has no option %s; its options are %s.", id.Title(), strictjson.Quote(name), optionList(id, "and")),
				fmt.Sprintf("%s hat keine Option %s; seine Optionen sind %s.", id.Title(), strictjson.Quote(name), optionList(id, "und")))
		}
		if m.Value.IsNull() {
			// null means the option is left out: its default, whatever
			// its type.
			continue
		}
		for _, op := range all {
			if op.name != name || !op.belongs(id) {
				continue
			}
			if err := op.set(&o, m.Value); err != nil {
				return o, rule.New(rule.UnknownOption, op.rule, rule.NoSeat,
					fmt.Sprintf("%s: %v", id, err), fmt.Sprintf("%s: unbekannter Wert: %v", id, err))
			}
		}
	}
	return o, nil
}

// knownOption reports whether game id has the option name.
func knownOption(all []option, id ID, name string) bool {
	for _, op := range all {
		if op.name == name && op.belongs(id) {
			return true
		}
	}
	return false
}

// MarshalOptions returns the "options" object of a record for game id:
// every option of that game whose value differs from the default.
func MarshalOptions(id ID, o Options) (json.RawMessage, error) {
	m := map[string]any{}
	for _, op := range options() {
		if !op.belongs(id) {
			continue
		}
		if v, set := op.get(&o); set {
			m[op.name] = v
		}
	}
	return json.Marshal(m)
}

// Validate checks that o is a valid choice of options for game id at a
// table of seats: the table size (MAD-R1, BM-R1, SH-R1, SAU-R1, OM-R1),
// options that belong to other games left at their defaults, values in
// range, and combinations that can go together (Schieben needs the stock
// exchange, SAU-O6). A failure is a *rule.Violation with rule.BadOptions.
func Validate(id ID, seats int, o Options) error {
	bad := badOptions
	if !id.Valid() {
		return rule.New(rule.UnknownGame, "", rule.NoSeat, fmt.Sprintf("Unknown game %d.", uint8(id)), fmt.Sprintf("Unbekanntes Spiel %d.", uint8(id)))
	}
	g, _ := lookup(id)
	lo, hi := g.lo, g.hi
	if seats < lo || seats > hi {
		return bad(g.seatsRef, fmt.Sprintf("%s is played by %d to %d seats, not %d.", id.Title(), lo, hi, seats),
			fmt.Sprintf("%s wird zu %d bis %d gespielt, nicht zu %d.", id.Title(), lo, hi, seats))
	}
	if o.FirstDealer < 0 || o.FirstDealer >= seats {
		return bad("C-7", fmt.Sprintf("The first dealer %d is not a seat of a table of %d.", o.FirstDealer, seats),
			fmt.Sprintf("Der erste Geber %d ist kein Platz an einem Tisch mit %d.", o.FirstDealer, seats))
	}
	for _, op := range options() {
		if op.valid != nil && !op.valid(&o) {
			return bad(op.rule, fmt.Sprintf("Option %q has an invalid value.", op.name), fmt.Sprintf("Option %q hat einen ungültigen Wert.", op.name))
		}
		if _, set := op.get(&o); set && !op.belongs(id) {
			return bad(op.rule, fmt.Sprintf("Option %q is not an option of %s.", op.name, id.Title()),
				fmt.Sprintf("Option %q gehört nicht zu %s.", op.name, id.Title()))
		}
	}
	if o.Announcements > TurnBased || (o.Announcements != OutOfTurn && !g.announces) {
		return bad("MAD-A9", "Announcement rounds exist only in Schwarze Madonna and Schwarze Sau.", "Ansagerunden gibt es nur bei Schwarzer Madonna und Schwarzer Sau.")
	}
	if o.Ties > TiesPlayOn || (o.Ties != TiesShared && g.sharedTies) {
		return bad("BM-A5", "Schwarze Sau ties are always shared.", "Bei Schwarzer Sau wird ein Gleichstand immer geteilt.")
	}
	if o.Target < 0 || o.Deals < 0 {
		return bad("BM-A4, BM-O5", "Target and number of deals cannot be negative.", "Zielpunktzahl und Zahl der Spiele dürfen nicht negativ sein.")
	}
	for n, l := range o.Limits {
		if l < 0 || (l != 0 && (n < 3 || n > 6)) {
			return bad("MAD-A11", "Madonna limits are positive and given for 3 to 6 seats.", "Die Grenzen der Madonna sind positiv und gelten für 3 bis 6 Spieler.")
		}
	}
	if g.check != nil {
		return g.check(o)
	}
	return nil
}

// badOptions is the bad-options violation of the rule ref.
func badOptions(ref, en, de string) error { return rule.New(rule.BadOptions, ref, rule.NoSeat, en, de) }
