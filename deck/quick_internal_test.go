package deck

import "testing"

// TestPlaceRing recomputes the constant table of ring positions.
func TestPlaceRing(t *testing.T) {
	if len(placeRing) != 8*64 {
		t.Fatalf("placeRing has %d entries, want %d", len(placeRing), 8*64)
	}
	for na := 1; na <= 8; na++ {
		for i := 0; i < 64; i++ {
			if got := int(placeRing[(na-1)*64+i]); got != i%na {
				t.Fatalf("placeRing for %d seats, place %d = %d, want %d", na, i, got, i%na)
			}
		}
	}
}

// TestBatchTables recomputes the constant tables of QuickDeal's batches.
func TestBatchTables(t *testing.T) {
	if len(batchEnd) != 64 || len(batchProd) != 8*64 {
		t.Fatalf("batchEnd has %d entries, want 64; batchProd %d bytes, want %d", len(batchEnd), len(batchProd), 8*64)
	}
	for i := 0; i < 64; i++ {
		prod, e := uint64(1), i
		for e > 0 && prod < 1<<50 {
			prod *= uint64(e + 1)
			e--
		}
		if got := int(batchEnd[i]); got != e {
			t.Fatalf("batchEnd[%d] = %d, want %d", i, got, e)
		}
		var got uint64
		for k := 7; k >= 0; k-- {
			got = got<<8 | uint64(batchProd[8*i+k])
		}
		if got != prod {
			t.Fatalf("batchProd for %d = %d, want %d", i, got, prod)
		}
	}
}
