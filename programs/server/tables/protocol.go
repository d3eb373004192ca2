package tables

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/blackqueen/rules/programs/internal/scorewords"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/table"
	"github.com/blackqueen/rules/variant"
)

// Channels. Each person's seat has a channel of its own that only the
// holder of the seat's secret may subscribe to (the secret is checked by
// the table's owner on every subscription); spectators share a public one.
//
//	bq:seat:TABLE:SEAT   that seat's updates, chat lines and refusals
//	bq:watch:TABLE       the public updates and chat lines
const (
	seatPrefix  = "bq:seat:"
	watchPrefix = "bq:watch:"
)

// SeatChannel returns the channel of seat at table id.
func SeatChannel(id string, seat int) string { return seatPrefix + id + ":" + strconv.Itoa(seat) }

// WatchChannel returns the spectators' channel of table id.
func WatchChannel(id string) string { return watchPrefix + id }

// parseChannel returns the table and seat (-1: the spectators) of a
// channel.
func parseChannel(ch string) (id string, seat int, ok bool) {
	if rest, found := strings.CutPrefix(ch, watchPrefix); found && validID(rest) {
		return rest, -1, true
	}
	rest, found := strings.CutPrefix(ch, seatPrefix)
	if !found {
		return "", 0, false
	}
	i := strings.LastIndexByte(rest, ':')
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(rest[i+1:])
	if err != nil || n < 0 || n > 16 || !validID(rest[:i]) {
		return "", 0, false
	}
	return rest[:i], n, true
}

// MaxIDLen is the longest table ID a client may name.
const MaxIDLen = 32

// validID reports a table ID of letters and digits, 1 to MaxIDLen long.
func validID(id string) bool {
	if id == "" || len(id) > MaxIDLen {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Publication is what a channel carries: one of the table's events, with
// the lease version and the node it was published under. A client keeps
// the highest version it has seen and ignores a publication of a lower
// one, so that a deposed owner could not be heard even if it spoke.
type Publication struct {
	T       string         `json:"t"` // "update", "chat" or "refused"
	Version int64          `json:"v"`
	Node    string         `json:"node"`
	Update  *table.Update  `json:"update,omitempty"`
	Chat    *table.Chat    `json:"chat,omitempty"`
	Refusal *table.Refusal `json:"refusal,omitempty"`
	// Explain tells, with an update after a deal, each seat's terms of
	// its deal score in words (Explain).
	Explain map[string][][]string `json:"explain,omitempty"`
	// At is when the owner checked its lease for this publication, by
	// its own clock: a node paused past its lease publishes nothing
	// decided after it resumes.
	At time.Time `json:"at"`
	// Channel is set on a publication sent to one client as a message
	// (the catch-up after its subscription) and names its channel.
	Channel string `json:"channel,omitempty"`
}

// The requests a client sends as RPCs (method: the request's name).
type (
	// CreateRequest opens a table at the node that receives it, which
	// becomes its owner. The reply is a CreateReply.
	CreateRequest struct {
		Spec json.RawMessage `json:"spec"`
	}
	// CreateReply names the new table.
	CreateReply struct {
		Table string `json:"table"`
	}
	// JoinRequest takes a seat (-1: any free one); the reply is a
	// JoinReply.
	JoinRequest struct {
		Table string `json:"table"`
		Seat  int    `json:"seat"`
		Name  string `json:"name"`
	}
	// JoinReply is the seat taken and its secret.
	JoinReply struct {
		Seat   int    `json:"seat"`
		Secret string `json:"secret"`
	}
	// MoveRequest is a move of the seat of Secret, made on the table as
	// it stood at Seq (the Seq of the update the client acts on). A retry
	// of the same request is idempotent: a move already applied at Seq+1
	// answers with that Seq again. The reply is a MoveReply.
	MoveRequest struct {
		Table  string       `json:"table"`
		Secret string       `json:"secret"`
		Seq    uint64       `json:"seq"`
		Move   variant.Move `json:"move"`
	}
	// MoveReply is the Seq of the accepted move.
	MoveReply struct {
		Seq uint64 `json:"seq"`
	}
	// SeatRequest is a request of the seat of Secret without more to it:
	// "next" (ready for the next deal) and "leave".
	SeatRequest struct {
		Table  string `json:"table"`
		Secret string `json:"secret"`
	}
	// TimerRequest is the wish of the seat of Secret to have Old Maid's
	// turn timer on or off ("timer").
	TimerRequest struct {
		Table  string `json:"table"`
		Secret string `json:"secret"`
		On     bool   `json:"on"`
	}
	// ChatRequest is a chat line ("chat").
	ChatRequest struct {
		Table  string `json:"table"`
		Secret string `json:"secret"`
		Text   string `json:"text"`
	}
	// HintRequest asks what the fast built-in player would do in the
	// place of the seat of Secret ("hint"); the reply is a HintReply.
	HintRequest struct {
		Table  string `json:"table"`
		Secret string `json:"secret"`
	}
	// HintReply is the hinted move and its reason (player.Explain, from
	// the seat's View alone) by language: "en", "de" and "da".
	HintReply struct {
		Move   variant.Move      `json:"move"`
		Reason map[string]string `json:"reason"`
	}
	// SubscribeData is what a client sends with its subscription to a
	// seat's channel: the seat's secret.
	SubscribeData struct {
		Secret string `json:"secret"`
	}
)

// Error codes of the replies, beside the table's own refusals.
const (
	// CodeRefused: the table refused the request (the message says why, a
	// table.Refusal in JSON); nothing changed.
	CodeRefused = 4000
	// CodeStale: the move was made on a state the table has left (another
	// seat moved, or the client missed an update); nothing changed. The
	// client waits for the newer update and decides again.
	CodeStale = 4001
	// CodeUnavailable: the table's owner is changing (a node died or
	// stalled); the client retries the same request shortly.
	CodeUnavailable = 4002
	// CodeNoTable: no node has this table.
	CodeNoTable = 4003
	// CodeBadRequest: the request is malformed.
	CodeBadRequest = 4004
	// CodeRateLimit: the connection sent too many requests (Config.Rate);
	// nothing changed.
	CodeRateLimit = 4005
)

// callError is a refusal carried between nodes and to clients.
type callError struct {
	Code    uint32 `json:"code"`
	Message string `json:"message"`
}

func (e *callError) Error() string { return "cluster: " + strconv.Itoa(int(e.Code)) + ": " + e.Message }

var (
	errUnavailable = &callError{CodeUnavailable, "the table's owner is changing: retry shortly"}
	errNoTable     = &callError{CodeNoTable, "there is no such table"}
	errBadRequest  = &callError{CodeBadRequest, "the request is malformed"}
	errRateLimit   = &callError{CodeRateLimit, "too many requests: slow down"}
	errSpectator   = refusedWith(&table.Refusal{Code: "spectator", EN: "Spectators watch: they cannot act.", DE: "Zuschauer schauen zu: sie können nicht handeln.",
		DA: "Tilskuere ser på: de kan ikke handle."})
)

// refusedWith is a refusal of the node's own.
func refusedWith(r *table.Refusal) *callError {
	b, _ := json.Marshal(r)
	return &callError{CodeRefused, string(b)}
}

// refused turns a table's refusal into a callError.
func refused(err error) *callError {
	var ce *callError
	if errors.As(err, &ce) {
		return ce
	}
	r := refusalOf(err)
	b, _ := json.Marshal(r)
	return &callError{CodeRefused, string(b)}
}

// refusalOf is err as the table's Refusal.
func refusalOf(err error) *table.Refusal {
	var te *table.Error
	if errors.As(err, &te) {
		return &table.Refusal{Code: te.Code, EN: te.EN, DE: te.DE, DA: te.DA}
	}
	var v *rule.Violation
	if errors.As(err, &v) {
		// A refusal answers the seat that moved: its own seat is "you".
		return &table.Refusal{Code: v.ID.String(), Ref: v.Ref, EN: v.MessageFor("en", rule.SeatsFrom1, v.Seat), DE: v.MessageFor("de", rule.SeatsFrom1, v.Seat),
			DA: v.MessageFor("da", rule.SeatsFrom1, v.Seat)}
	}
	return &table.Refusal{Code: "refused", EN: err.Error(), DE: "Der Tisch hat die Anfrage abgelehnt.", DA: "Bordet afviste forespørgslen."}
}

// Explain is the last deal's score explanation of u in words, by language
// ("en", "de", "da"), seat and term; nil when u holds none (package
// scorewords, which the offline page shares).
func Explain(u *table.Update) map[string][][]string { return scorewords.Explain(u) }

// SeatName names seat s of u's table in lang as a score term does
// (scorewords.SeatName).
func SeatName(u *table.Update, s int, lang string) string { return scorewords.SeatName(u, s, lang) }
