package tables

import "github.com/blackqueen/rules/record"

// PublicRecord returns what of rec anyone may see without a seat's
// secret: its deals that are over, each with every seat's hand (the rules
// make a deal's cards public once it has ended). A deal still being
// played, or one cut short when its table was abandoned, is left out:
// its hands are hidden from everyone but their seats, and a spectator's
// view never shows them. The result is nil when no deal is over.
//
// rec is not changed; the deals kept are shared with it.
func PublicRecord(rec *record.Record) *record.Record {
	if rec == nil || len(rec.Deals) == 0 {
		return nil
	}
	v := record.Judge(rec)
	if !v.Valid || len(v.Deals) != len(rec.Deals) {
		return nil // a record the server wrote is valid; show nothing of one that is not
	}
	over := 0
	for over < len(v.Deals) && v.Deals[over].Complete {
		over++
	}
	if over == 0 {
		return nil
	}
	out := *rec
	out.Deals = rec.Deals[:over:over]
	return &out
}
