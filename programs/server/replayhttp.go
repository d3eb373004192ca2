package main

import (
	"context"
	"io"
	"net/http"
	"strings"

	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// replayUpload replays a record the page sends (a file the visitor
// chose): at most maxReplayRecord bytes, judged and replayed within
// replayTime. A record that cannot be read, or breaks a rule, is answered
// with its verdict (200) and whatever replays before the fault.
func (s *server) replayUpload(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxReplayRecord))
	if err != nil {
		fail(w, http.StatusRequestEntityTooLarge, badRequest("The record is too large to replay (at most 1 MiB).",
			"Die Aufzeichnung ist zu groß zum Nachspielen (höchstens 1 MiB).",
			"Protokollen er for stor til genafspilning (højst 1 MiB)."))
		return
	}
	rec, err := record.Parse(b)
	if err != nil {
		writeJSON(w, http.StatusOK, replayOfInvalid(err))
		return
	}
	s.sendReplay(w, r, rec, anonymousSeats(rec.Seats), "")
}

// replayTable replays a table's deals that are over (tables.PublicRecord,
// as the record route serves them): never a deal in progress.
func (s *server) replayTable(w http.ResponseWriter, r *http.Request) {
	id := strings.ToLower(r.PathValue("id"))
	rec, err := s.node.Record(r.Context(), id)
	if err != nil || rec == nil || len(rec.Deals) == 0 {
		fail(w, http.StatusNotFound, errNoRecord)
		return
	}
	seats, state := s.seatsOf(r.Context(), id, rec.Seats)
	s.sendReplay(w, r, rec, seats, state)
}

// errNoRecord is a table without a deal that is over.
var errNoRecord = badRequest("This table has no record yet: a deal's cards are shown once it is over.",
	"Dieser Tisch hat noch keine Aufzeichnung: die Karten eines Spiels werden gezeigt, wenn es vorbei ist.",
	"Dette bord har endnu ingen protokol: et givs kort vises, når det er slut.")

// sendReplay answers with the replay of rec at a table in state (""
// for a record sent), or 503 when it takes longer than replayTime.
func (s *server) sendReplay(w http.ResponseWriter, r *http.Request, rec *record.Record, seats []table.SeatStatus, state table.State) {
	ctx, cancel := context.WithTimeout(r.Context(), replayTime)
	defer cancel()
	out, err := replayOf(ctx, rec, seats, maxReplaySteps)
	if err != nil {
		fail(w, http.StatusServiceUnavailable, badRequest("The replay took too long.", "Das Nachspielen hat zu lange gedauert.", "Genafspilningen tog for lang tid."))
		return
	}
	out.State = state
	writeJSON(w, http.StatusOK, out)
}

// anonymousSeats are the seats of an uploaded record: n people, unnamed.
func anonymousSeats(n int) []table.SeatStatus {
	out := make([]table.SeatStatus, n)
	for i := range out {
		out[i] = table.SeatStatus{Seat: i, Taken: true, Connected: true}
	}
	return out
}

// seatsOf names table id's seats as its updates do: its built-in
// players by their strength, its people by the names they sat down with
// (kept in the store), the rest unnamed; and says how the table stands.
func (s *server) seatsOf(ctx context.Context, id string, n int) ([]table.SeatStatus, table.State) {
	out := anonymousSeats(n)
	var state table.State
	if info, err := s.node.Info(ctx, id); err == nil {
		state = info.Summary.State
		for i, b := range info.Bots {
			if i < n && b != "" {
				out[i].Bot, out[i].Name = true, b
			}
		}
	}
	if row, err := s.node.Store().Load(ctx, id); err == nil {
		for i, st := range row.Seats {
			if i < n && st.Bot == "" {
				out[i].Name = st.Name
			}
		}
	}
	return out, state
}
