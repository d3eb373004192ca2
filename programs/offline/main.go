//go:build js && wasm

// Command offline is the blackqueen table without a server: built for the
// browser (GOOS=js GOARCH=wasm), it runs a table of any of the five games
// between the page's person and built-in players (player.NewFast) in the
// page itself. Its build command (programs/offline/build) writes the
// static folder that serves it.
//
// It sets globalThis.blackqueen to the page's engine; everything goes in
// and out as JSON strings, in the forms of the server's API (package
// session):
//
//	games()         the games and their option tables (/api/games)
//	create(spec)    a Promise of a new table's {table, secret, seat}; a
//	                refusal rejects it with a Refusal in JSON
//	subscribe(f)    calls f with each publication of the table made last
//	                (update with the explained scores, chat, refused)
//	send(message)   a Promise: a move (the library's Move JSON), next,
//	                chat or timer; a refusal rejects it as create's does
//	stats()         the built-in players' time per decision so far
package main

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"syscall/js"

	"github.com/blackqueen/rules/programs/offline/session"
)

func main() {
	e := &engine{}
	api := js.Global().Get("Object").New()
	api.Set("games", js.FuncOf(func(js.Value, []js.Value) any { return string(session.Games()) }))
	api.Set("create", js.FuncOf(func(_ js.Value, args []js.Value) any {
		spec := argString(args, 0)
		return promise(func() (string, error) { return e.create(spec) })
	}))
	api.Set("subscribe", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeFunction {
			e.subscribe(args[0])
		}
		return nil
	}))
	api.Set("send", js.FuncOf(func(_ js.Value, args []js.Value) any {
		m := argString(args, 0)
		return promise(func() (string, error) { return "", e.send(m) })
	}))
	api.Set("stats", js.FuncOf(func(js.Value, []js.Value) any { return e.stats() }))
	api.Set("hint", js.FuncOf(func(js.Value, []js.Value) any { return promise(e.hint) }))
	js.Global().Set("blackqueen", api)
	select {}
}

// engine holds the page's one table at a time.
type engine struct {
	mu      sync.Mutex
	n       int
	s       *session.Session
	stopSub context.CancelFunc
}

// create opens a table, closing the one before.
func (e *engine) create(spec string) (string, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	s, reply, err := session.New("local"+strconv.Itoa(e.n+1), []byte(spec))
	if err != nil {
		return "", err
	}
	e.n++
	if e.stopSub != nil {
		e.stopSub()
		e.stopSub = nil
	}
	if e.s != nil {
		e.s.Close()
	}
	e.s = s
	b, err := json.Marshal(reply)
	return string(b), err
}

// subscribe sends the table's publications to f, in order, on a
// goroutine of their own; a subscription before replaces it.
func (e *engine) subscribe(f js.Value) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.s == nil {
		return
	}
	if e.stopSub != nil {
		e.stopSub()
	}
	feed, err := e.s.Subscribe()
	if err != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.stopSub = cancel
	go func() {
		defer feed.Close()
		for {
			pubs, ok := feed.Next(ctx)
			if !ok {
				return
			}
			for _, p := range pubs {
				f.Invoke(string(p))
			}
		}
	}()
}

func (e *engine) send(m string) error {
	e.mu.Lock()
	s := e.s
	e.mu.Unlock()
	if s == nil {
		return session.ErrNoTable
	}
	return s.Do([]byte(m))
}

// hint is the fast player's hint for the person's seat (a
// session.HintReply in JSON).
func (e *engine) hint() (string, error) {
	e.mu.Lock()
	s := e.s
	e.mu.Unlock()
	if s == nil {
		return "", session.ErrNoTable
	}
	b, err := s.Hint()
	return string(b), err
}

func (e *engine) stats() string {
	e.mu.Lock()
	s := e.s
	e.mu.Unlock()
	var st session.BotStats
	if s != nil {
		st = s.Stats()
	}
	b, _ := json.Marshal(st)
	return string(b)
}

// argString is args[i] as a string, or "" when it is not one.
func argString(args []js.Value, i int) string {
	if i >= len(args) || args[i].Type() != js.TypeString {
		return ""
	}
	return args[i].String()
}

// promise runs f on a goroutine of its own (the table answers on
// another: a JavaScript callback must not wait for it) and returns a
// Promise of its result; an error rejects it with its Refusal in JSON.
func promise(f func() (string, error)) js.Value {
	var run js.Func
	run = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject := args[0], args[1]
		go func() {
			defer run.Release()
			out, err := f()
			if err != nil {
				b, _ := json.Marshal(session.RefusalOf(err))
				reject.Invoke(string(b))
				return
			}
			resolve.Invoke(out)
		}()
		return nil
	})
	return js.Global().Get("Promise").New(run)
}
