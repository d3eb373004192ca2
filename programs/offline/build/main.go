// Command build writes the offline page's static folder: the blackqueen
// table that plays against built-in players with no server, for any
// static host.
//
//	go run ./programs/offline/build -o DIR
//
// DIR receives bq.wasm (programs/offline built with GOOS=js GOARCH=wasm),
// wasm_exec.js from the Go toolchain, the web table's page with its scripts
// and style sheet (every file of programs/server/static) with the local transport
// (local.js), a service worker (sw.js) whose cache is named for the
// build, and a web app manifest. Serve DIR as it is; after its first load
// the page works with the network off.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "", "the folder to write (made if missing)")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./programs/offline/build -o DIR")
		os.Exit(2)
	}
	r, err := build(*out, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: %d files, bq.wasm %.1f MB, cache version %s\n", *out, len(r.files), float64(r.wasmSize)/1e6, r.version)
}
