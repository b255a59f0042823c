/* SPDX-License-Identifier: MIT */
/* Linked by tests/cmake/CMakeLists.txt: a ULID made and read back, and the
 * library's version, through the installed header and library. */
#include <sortid.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    sortid_ulid id, back;
    char text[SORTID_ULID_TEXT_LEN + 1];
    size_t pos;

    if (sortid_ulid_new(&id) != SORTID_OK)
        return 1;
    sortid_ulid_format(text, &id, 0);
    if (sortid_ulid_parse(&back, text, strlen(text), 0, &pos) != SORTID_OK)
        return 1;
    if (sortid_ulid_compare(&id, &back) != 0)
        return 1;
    printf("%s %s\n", sortid_version(), text);
    return 0;
}
