// BSD editline's readline-compatible interface (pkg-config libedit adds -I/usr/include/editline).
#ifndef UNDERSTUDY_CEDIT_H
#define UNDERSTUDY_CEDIT_H
#include <stdio.h>
#include <readline.h>
#include <history.h>
#endif
