// BSD editline's readline-compatible interface, loaded when the REPL first needs it.
//
// The interpreter links no line editor: `understudy script.lua`, `-e` and the test runner's
// workers never pay for loading libedit (and the libtinfo, libbsd and libmd it pulls in) and
// binding its symbols at start-up (bench/RESULTS.md, start-up). The terminal REPL calls
// us_edit_load() once; the other functions may only be called after it returned 1.
#ifndef UNDERSTUDY_CEDIT_H
#define UNDERSTUDY_CEDIT_H

/// readline's attempted-completion function: a malloc'd, NULL-terminated list, or NULL.
typedef char **(*us_edit_completion_fn)(const char *text, int start, int end);

/// Loads libedit.so.2 and resolves what the REPL uses: 1 when it is usable, 0 when it is
/// missing or lacks a symbol (the REPL then reads lines without editing). Idempotent.
int us_edit_load(void);

/// readline(prompt): the line without its newline (malloc'd), or NULL at end of input or ^C.
char *us_edit_readline(const char *prompt);
void us_edit_add_history(const char *line);
void us_edit_stifle_history(int max);
int us_edit_read_history(const char *path);
int us_edit_write_history(const char *path);

/// Sets the program name, the word-break characters and the completion function, with no
/// trailing character appended to a completed word.
void us_edit_set_completion(const char *name, const char *word_breaks, us_edit_completion_fn fn);
/// Inside the completion function: never fall back to completing file names.
void us_edit_completion_over(void);
/// Inside the completion function: the line so far and the cursor's byte offset in it.
const char *us_edit_line_buffer(void);
int us_edit_point(void);

#endif
