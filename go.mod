module github.com/blackqueen/rules

go 1.26
