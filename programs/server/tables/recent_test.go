package tables

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestRecentKeepsTheLatelyPublished: a channel's updates are kept for
// recentFor, at most recentKeep of them, and the newest for good; since
// returns those after a seq, oldest first.
func TestRecentKeepsTheLatelyPublished(t *testing.T) {
	var r recent
	t0 := time.Unix(1000, 0)
	for seq := uint64(1); seq <= 3; seq++ {
		r.add("a", seq, t0.Add(time.Duration(seq)*time.Millisecond), []byte{byte('0' + seq)})
	}
	str := func(bs [][]byte) []string {
		var out []string
		for _, b := range bs {
			out = append(out, string(b))
		}
		return out
	}
	if d := cmp.Diff([]string{"2", "3"}, str(r.since("a", 1))); d != "" {
		t.Errorf("since 1 (-want +got):\n%s", d)
	}
	if got := r.since("a", 3); len(got) != 0 {
		t.Errorf("since the newest: %q", got)
	}
	if got := string(r.newest("a")); got != "3" {
		t.Errorf("newest %q", got)
	}
	r.trim(t0.Add(recentFor + time.Second))
	if d := cmp.Diff([]string{"3"}, str(r.since("a", 0))); d != "" {
		t.Errorf("after recentFor only the newest stays (-want +got):\n%s", d)
	}
	for seq := uint64(10); seq < 10+recentKeep+1; seq++ {
		r.add("b", seq, t0, []byte("x"))
	}
	if got := len(r.since("b", 0)); got != recentKeep {
		t.Errorf("%d kept, want at most %d", got, recentKeep)
	}
	if r.newest("none") != nil || len(r.newestAll()) != 2 {
		t.Errorf("newest of an unknown channel, or the channels: %v", r.newestAll())
	}
}
