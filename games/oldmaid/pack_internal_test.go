package oldmaid

import (
	"testing"

	"github.com/blackqueen/rules/card"
)

// An unknown Maid gives the default Old Maid pack (OM-R1).
func TestOldMaidPackUnknownMaid(t *testing.T) {
	if got := packOf(Maid(7)); got != card.Full52.Remove(card.QueenClubs) {
		t.Errorf("an unknown Maid should give the default pack, got %v", got)
	}
}
