package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/blackqueen/rules/examples/server/cluster"
	"github.com/blackqueen/rules/examples/server/storage"
	"github.com/blackqueen/rules/record"
	"github.com/blackqueen/rules/table"
)

// TestClusterNodes runs two servers as nodes of a cluster (-redis,
// -postgres, -node): a table of built-in players created at one node is
// watched from the other, plays to its end, and lands in PostgreSQL.
// The cluster's own tests (three processes, failover, fencing) are in
// package cluster.
func TestClusterNodes(t *testing.T) {
	redisAddr, pgURL := clusterServices(t)
	var bases []string
	for i := range 2 {
		o := testOptions(t)
		o.botDelay = 10 * time.Millisecond
		o.cluster = clusterOptions{redis: redisAddr, postgres: pgURL, node: fmt.Sprintf("main-test-%d", i)}
		base, stop := startServer(t, o)
		t.Cleanup(stop)
		bases = append(bases, "ws"+strings.TrimPrefix(base, "http")+"/connection/websocket")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	creator := dialNode(ctx, t, bases[0])
	reply := creator.rpc(ctx, t, "create", `{"spec":{"game":"hearts","seats":4,"bots":["random","random","random","random"],"deals":1,"public":true}}`)
	var cr cluster.CreateReply
	if err := json.Unmarshal(reply, &cr); err != nil {
		t.Fatal(err)
	}
	watcher := dialNode(ctx, t, bases[1])
	sub := watcher.send(ctx, t, fmt.Sprintf(`"subscribe":{"channel":%q,"data":{}}`, cluster.WatchChannel(cr.Table)))
	var first struct {
		Subscribe struct {
			Data cluster.Publication `json:"data"`
		} `json:"subscribe"`
	}
	if err := json.Unmarshal(sub, &first); err != nil || first.Subscribe.Data.Update == nil {
		t.Fatalf("the subscription did not start from the table's state: %s", sub)
	}
	for u := first.Subscribe.Data.Update; u.State != table.Finished; {
		p, err := watcher.next(ctx)
		if err != nil {
			t.Fatalf("watching from the other node: %v", err)
		}
		if p.Update != nil {
			u = p.Update
		}
	}
	st, err := storage.OpenPostgres(ctx, pgURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for {
		row, err := st.Load(ctx, cr.Table)
		if err == nil && row.State == table.Finished {
			if v := record.Judge(row.Record); !v.Valid || len(row.Seats) != 4 || row.Seats[0].Bot != "random" {
				t.Fatalf("stored: valid %v, seats %+v", v.Valid, row.Seats)
			}
			return
		}
		if ctx.Err() != nil || err != nil && !errors.Is(err, storage.ErrNotFound) {
			t.Fatalf("the finished table is not in PostgreSQL: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// nodeConn is a bare Centrifuge JSON-protocol connection.
type nodeConn struct {
	c      *websocket.Conn
	id     int
	frames []json.RawMessage
}

func dialNode(ctx context.Context, t *testing.T, url string) *nodeConn {
	t.Helper()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	t.Cleanup(func() { c.CloseNow() })
	n := &nodeConn{c: c}
	n.send(ctx, t, `"connect":{}`)
	return n
}

// send sends a command and returns its reply.
func (n *nodeConn) send(ctx context.Context, t *testing.T, body string) json.RawMessage {
	t.Helper()
	n.id++
	if err := n.c.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"id":%d,%s}`, n.id, body)); err != nil {
		t.Fatal(err)
	}
	for {
		f, err := n.frame(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			ID    int             `json:"id"`
			Error json.RawMessage `json:"error"`
		}
		_ = json.Unmarshal(f, &r)
		if r.ID != n.id {
			n.frames = append(n.frames, f)
			continue
		}
		if r.Error != nil {
			t.Fatalf("%s: %s", body, r.Error)
		}
		return f
	}
}

// rpc makes an RPC and returns its reply's data.
func (n *nodeConn) rpc(ctx context.Context, t *testing.T, method, data string) json.RawMessage {
	t.Helper()
	var r struct {
		RPC struct {
			Data json.RawMessage `json:"data"`
		} `json:"rpc"`
	}
	_ = json.Unmarshal(n.send(ctx, t, fmt.Sprintf(`"rpc":{"method":%q,"data":%s}`, method, data)), &r)
	return r.RPC.Data
}

// frame returns the next frame (a reply or a push); a ping is answered.
func (n *nodeConn) frame(ctx context.Context) (json.RawMessage, error) {
	for len(n.frames) == 0 {
		_, b, err := n.c.Read(ctx)
		if err != nil {
			return nil, err
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if line == "{}" {
				_ = n.c.Write(ctx, websocket.MessageText, []byte("{}"))
				continue
			}
			n.frames = append(n.frames, json.RawMessage(line))
		}
	}
	f := n.frames[0]
	n.frames = n.frames[1:]
	return f, nil
}

// next returns the next publication.
func (n *nodeConn) next(ctx context.Context) (cluster.Publication, error) {
	for {
		f, err := n.frame(ctx)
		if err != nil {
			return cluster.Publication{}, err
		}
		var push struct {
			Push struct {
				Pub struct {
					Data json.RawMessage `json:"data"`
				} `json:"pub"`
				Message struct { // the catch-up after a subscription
					Data json.RawMessage `json:"data"`
				} `json:"message"`
			} `json:"push"`
		}
		if json.Unmarshal(f, &push) != nil {
			continue
		}
		data := push.Push.Pub.Data
		if data == nil {
			data = push.Push.Message.Data
		}
		if data != nil {
			var p cluster.Publication
			err := json.Unmarshal(data, &p)
			return p, err
		}
	}
}

// clusterServices returns the test Redis and PostgreSQL, or skips.
func clusterServices(t *testing.T) (redisAddr, pgURL string) {
	t.Helper()
	redisAddr, pgURL = os.Getenv("BQ_TEST_REDIS"), os.Getenv("BQ_TEST_POSTGRES")
	if redisAddr == "" || pgURL == "" {
		t.Skip("needs Redis and PostgreSQL: set BQ_TEST_REDIS=HOST:PORT and BQ_TEST_POSTGRES=postgres://... (.ci/run starts both)")
	}
	return redisAddr, pgURL
}
