// libedit through dlopen (see CEdit.h for why). Only the readline-compatible entry points and
// variables the REPL uses are resolved; their declarations match <editline/readline.h>.
#include "CEdit.h"
#include <dlfcn.h>
#include <stddef.h>

static int loaded = -1;  // -1 not tried, 0 unavailable, 1 loaded

static char *(*p_readline)(const char *);
static int (*p_add_history)(const char *);
static void (*p_stifle_history)(int);
static int (*p_read_history)(const char *);
static int (*p_write_history)(const char *);
static const char **p_readline_name;
static us_edit_completion_fn *p_attempted_completion_function;
static int *p_completion_append_character;
static const char **p_basic_word_break_characters;
static char **p_completer_word_break_characters;
static int *p_attempted_completion_over;
static char **p_line_buffer;
static int *p_point;

int us_edit_load(void) {
    if (loaded >= 0) return loaded;
    loaded = 0;
    void *h = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) return 0;
#define RESOLVE(var, name) if ((*(void **)&(var) = dlsym(h, name)) == NULL) return 0
    RESOLVE(p_readline, "readline");
    RESOLVE(p_add_history, "add_history");
    RESOLVE(p_stifle_history, "stifle_history");
    RESOLVE(p_read_history, "read_history");
    RESOLVE(p_write_history, "write_history");
    RESOLVE(p_readline_name, "rl_readline_name");
    RESOLVE(p_attempted_completion_function, "rl_attempted_completion_function");
    RESOLVE(p_completion_append_character, "rl_completion_append_character");
    RESOLVE(p_basic_word_break_characters, "rl_basic_word_break_characters");
    RESOLVE(p_completer_word_break_characters, "rl_completer_word_break_characters");
    RESOLVE(p_attempted_completion_over, "rl_attempted_completion_over");
    RESOLVE(p_line_buffer, "rl_line_buffer");
    RESOLVE(p_point, "rl_point");
#undef RESOLVE
    loaded = 1;
    return 1;
}

char *us_edit_readline(const char *prompt) { return p_readline(prompt); }
void us_edit_add_history(const char *line) { p_add_history(line); }
void us_edit_stifle_history(int max) { p_stifle_history(max); }
int us_edit_read_history(const char *path) { return p_read_history(path); }
int us_edit_write_history(const char *path) { return p_write_history(path); }

void us_edit_set_completion(const char *name, const char *word_breaks, us_edit_completion_fn fn) {
    *p_readline_name = name;
    *p_attempted_completion_function = fn;
    *p_completion_append_character = 0;
    *p_basic_word_break_characters = word_breaks;
    *p_completer_word_break_characters = (char *)word_breaks;
}

void us_edit_completion_over(void) { *p_attempted_completion_over = 1; }
const char *us_edit_line_buffer(void) { return *p_line_buffer; }
int us_edit_point(void) { return *p_point; }
