/* A second, independent reference for scripts/detmath-measure.ts: libquadmath's binary128
 * functions (113-bit significand, about 2^-60 of a double ulp). Reads lines "fn a [b]" with the
 * arguments as 16-digit hex bit patterns and prints each result as a %Qa hex float.
 * Built by the measurement script when gcc is present: gcc -O2 quadref.c -lquadmath */
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static double from_bits(unsigned long long b) {
  double d;
  memcpy(&d, &b, sizeof d);
  return d;
}

int main(void) {
  char fn[16];
  unsigned long long a, b;
  char out[128];
  while (scanf("%15s %llx", fn, &a) == 2) {
    __float128 x = (__float128)from_bits(a), r;
    if (strcmp(fn, "det_atan2") == 0) {
      if (scanf("%llx", &b) != 1) return 1;
      r = atan2q(x, (__float128)from_bits(b));
    } else if (strcmp(fn, "det_exp") == 0) r = expq(x);
    else if (strcmp(fn, "det_sin") == 0) r = sinq(x);
    else if (strcmp(fn, "det_cos") == 0) r = cosq(x);
    else if (strcmp(fn, "det_asin") == 0) r = asinq(x);
    else if (strcmp(fn, "det_acos") == 0) r = acosq(x);
    else return 2;
    quadmath_snprintf(out, sizeof out, "%.28Qa", r);
    puts(out);
  }
  return 0;
}
