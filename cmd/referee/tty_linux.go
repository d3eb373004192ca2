package main

import "syscall"

// getTermios is the request for a terminal's attributes.
const getTermios = syscall.TCGETS
