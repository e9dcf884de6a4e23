#define ROWS 16
