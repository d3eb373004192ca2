module github.com/blackqueen/rules

go 1.25.0

require (
	github.com/google/go-cmp v0.7.0
	pgregory.net/rapid v1.3.0
)
