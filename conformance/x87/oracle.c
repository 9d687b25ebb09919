/*
 * The oracle for the exact x87 type (reference/x87/ext.ts, issue 17): gcc's long double is the x87
 * 80-bit format on x86-64 Linux. This program reads one case per line from stdin, computes it with
 * long double on the FPU and prints the results' bits, one line per case. The first output line
 * states the FPU control word and the long double format, so the test can verify the precision
 * control (64-bit mantissa) and the rounding (to nearest) before comparing anything.
 *
 * Every extended intermediate is written as long double and every store to f32/f64 as a float or
 * double, so the C below is the spec's x87 model spelled out (docs/spec-language.md, Precision):
 * the values, not the compiler's evaluation method, decide where rounding happens.
 *
 * Operand encodings: e = 20 hex digits (sign and exponent, then the 64-bit significand),
 * d = 16 hex digits (f64 bits), f = 8 hex digits (f32 bits), i = 8 hex digits (i32 bits).
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long double ext;

/* ------------------------------------------------------------------ encodings */

static ext ext_of(const char *s) {
  char se[5];
  memcpy(se, s, 4);
  se[4] = 0;
  uint64_t m = strtoull(s + 4, NULL, 16);
  uint16_t e = (uint16_t)strtoul(se, NULL, 16);
  unsigned char b[sizeof(ext)];
  memset(b, 0, sizeof b);
  memcpy(b, &m, 8);
  memcpy(b + 8, &e, 2);
  ext v;
  memcpy(&v, b, sizeof v);
  return v;
}

static void put_e(ext v) {
  unsigned char b[sizeof(ext)];
  memcpy(b, &v, sizeof v);
  uint64_t m;
  uint16_t e;
  memcpy(&m, b, 8);
  memcpy(&e, b + 8, 2);
  printf(" %04x%016llx", e, (unsigned long long)m);
}

static double d_of(const char *s) {
  uint64_t u = strtoull(s, NULL, 16);
  double d;
  memcpy(&d, &u, 8);
  return d;
}

static void put_d(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  printf(" %016llx", (unsigned long long)u);
}

static float f_of(const char *s) {
  uint32_t u = (uint32_t)strtoul(s, NULL, 16);
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static void put_f(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  printf(" %08x", u);
}

static int32_t i_of(const char *s) { return (int32_t)(uint32_t)strtoul(s, NULL, 16); }

static void put_i(int32_t i) { printf(" %08x", (uint32_t)i); }

/* The spec's i32(x) (D-CONV-1): truncate toward zero, wrap modulo 2^32, NaN and inf give 0. fmodl of
 * an integer by 2^32 is exact, so this is the mathematical definition, not the FPU's fistp (which
 * gives 0x80000000 out of range). */
static int32_t conv_i32(ext x) {
  if (!isfinite(x)) return 0;
  ext m = fmodl(truncl(x), 4294967296.0L);
  if (m < 0) m += 4294967296.0L;
  return (int32_t)(uint32_t)(uint64_t)m;
}

/* ------------------------------------------------------------------ the documents' expressions */

/* 000 §4.1 (M01) set_collision_tolerance(t): every product extended, every field stored f32, the
 * constants f64 copies of f32 literals; later formulas read the stored fields. */
static void m01(double t) {
  float f0 = (float)(t * (ext)0.1f);
  float f4 = (float)((ext)f0 + t * (ext)0.9f);
  float f108 = f4;
  float f8_63 = (float)(((ext)f108 - f4) * (63 * (ext)(1.0 / 64)) + f4);
  float f10c = (float)((ext)f108 + t);
  float f110 = (float)((ext)f10c + (ext)0.3f * t);
  float f114 = (float)__builtin_sqrtl(((ext)f110 - f4) * (ext)19.62f);
  float f118 = (float)(t * (ext)0.01f);
  float f11c = (float)((ext)f10c + (ext)2.5f * t);
  float f120 = (float)((ext)f10c + (ext)20.0f * t);
  float f124 = (float)((ext)f4 * (ext)0.1f);
  float f128 = (float)((ext)t + t);
  put_f(f0), put_f(f4), put_f(f8_63), put_f(f10c), put_f(f110), put_f(f114);
  put_f(f118), put_f(f11c), put_f(f120), put_f(f124), put_f(f128);
}

/* spec/ivp/geometry/ledge_helpers.spec hesse and hesse_f32 (G13): f32 differences stored f64, the
 * cross product extended, stored f64 (hesse) or f32 directly (hesse_f32). */
static void hesse(const float pe[3], const float pp[3], const float pn[3]) {
  double ax = (ext)pp[0] - pe[0], ay = (ext)pp[1] - pe[1], az = (ext)pp[2] - pe[2];
  double bx = (ext)pn[0] - pe[0], by = (ext)pn[1] - pe[1], bz = (ext)pn[2] - pe[2];
  ext nx = (ext)by * az - (ext)bz * ay;
  ext ny = (ext)bz * ax - (ext)bx * az;
  ext nz = (ext)bx * ay - (ext)by * ax;
  put_d((double)nx), put_d((double)ny), put_d((double)nz);
  put_f((float)nx), put_f((float)ny), put_f((float)nz);
}

/* k_values (G14): d = N − P extended, o = dots extended, stored f32. */
static void k_values(const float pe[3], const float pn[3], const double p[3]) {
  ext dx = (ext)pn[0] - pe[0], dy = (ext)pn[1] - pe[1], dz = (ext)pn[2] - pe[2];
  float o0 = (float)((((ext)p[0] - pe[0]) * dx + ((ext)p[1] - pe[1]) * dy) + ((ext)p[2] - pe[2]) * dz);
  float o1 = (float)((((ext)pn[0] - p[0]) * dx + ((ext)pn[1] - p[1]) * dy) + ((ext)pn[2] - p[2]) * dz);
  put_f(o0), put_f(o1);
}

/* line_dist2 (G15): every intermediate extended, the result extended. */
static void line_dist2(const float pe[3], const float pn[3], const double p[3]) {
  ext ux = (ext)p[0] - pe[0], uy = (ext)p[1] - pe[1], uz = (ext)p[2] - pe[2];
  ext dx = (ext)pn[0] - pe[0], dy = (ext)pn[1] - pe[1], dz = (ext)pn[2] - pe[2];
  ext cx = uy * dz - uz * dy, cy = uz * dx - ux * dz, cz = ux * dy - uy * dx;
  ext wx = (ext)pe[0] - pn[0], wy = (ext)pe[1] - pn[1], wz = (ext)pe[2] - pn[2];
  ext r = ((cx * cx + cy * cy) + cz * cz) * ((ext)1.0 / ((wx * wx + wy * wy) + wz * wz));
  put_e(r), put_d((double)r);
}

/* qr_values (G18) without the permutation: a, b, d stored f64, dots and weights extended, f32 out. */
static void qr_values(const float q0[3], const float q1[3], const float q2[3], const double p[3]) {
  double ax = (ext)q0[0] - q1[0], ay = (ext)q0[1] - q1[1], az = (ext)q0[2] - q1[2];
  double bx = (ext)q2[0] - q1[0], by = (ext)q2[1] - q1[1], bz = (ext)q2[2] - q1[2];
  double dx = (ext)p[0] - q1[0], dy = (ext)p[1] - q1[1], dz = (ext)p[2] - q1[2];
  ext aa = ((ext)ax * ax + (ext)ay * ay) + (ext)az * az;
  ext bb = ((ext)bx * bx + (ext)by * by) + (ext)bz * bz;
  ext ab = ((ext)ax * bx + (ext)ay * by) + (ext)az * bz;
  ext det = aa * bb - ab * ab;
  ext da = ((ext)dx * ax + (ext)dy * ay) + (ext)dz * az;
  ext db = ((ext)dx * bx + (ext)dy * by) + (ext)dz * bz;
  ext w0 = da * bb - db * ab;
  ext w2 = db * aa - da * ab;
  ext w1 = det - w0 - w2;
  put_f((float)det), put_f((float)w2), put_f((float)w1), put_f((float)w0);
}

/* kk_params (G26), the non-parallel branch: nK, nL stored f64 (vec_cross returns f64); a, b, c, f3,
 * den rounded to f32; f8, f9 extended (000 §1.5.3 L408-412). */
static void kk_params(const double K0[3], const double K1[3], const double Kd[3], const double Ld[3],
                      const double cr[3], const float L0[3], const float L1[3]) {
  ext c2 = ((ext)cr[0] * cr[0] + (ext)cr[1] * cr[1]) + (ext)cr[2] * cr[2];
  if (c2 <= (ext)1e-18) {
    put_i(0);
    return;
  }
  double nKx = (ext)Kd[1] * cr[2] - (ext)Kd[2] * cr[1];
  double nKy = (ext)Kd[2] * cr[0] - (ext)Kd[0] * cr[2];
  double nKz = (ext)Kd[0] * cr[1] - (ext)Kd[1] * cr[0];
  double nLx = (ext)Ld[1] * cr[2] - (ext)Ld[2] * cr[1];
  double nLy = (ext)Ld[2] * cr[0] - (ext)Ld[0] * cr[2];
  double nLz = (ext)Ld[0] * cr[1] - (ext)Ld[1] * cr[0];
  float a = (float)(((ext)L0[0] * nKx + (ext)L0[1] * nKy) + (ext)L0[2] * nKz);
  float b = (float)(((ext)L1[0] * nKx + (ext)L1[1] * nKy) + (ext)L1[2] * nKz);
  float c = (float)(((ext)K0[0] * nKx + (ext)K0[1] * nKy) + (ext)K0[2] * nKz);
  float o2 = (float)(((ext)a - c) * ((ext)a - b));
  float o3 = (float)(((ext)c - b) * ((ext)a - b));
  ext f8 = ((ext)nLx * K0[0] + (ext)nLy * K0[1]) + (ext)nLz * K0[2];
  ext f9 = ((ext)nLx * K1[0] + (ext)nLy * K1[1]) + (ext)nLz * K1[2];
  float f3 = (float)(((ext)L0[0] * nLx + (ext)L0[1] * nLy) + (ext)L0[2] * nLz);
  float den = (float)(f8 - f9);
  float o0 = (float)((f8 - f3) * den);
  float o1 = (float)(((ext)f3 - (float)f9) * den);
  put_i(1), put_f(o0), put_f(o1), put_f(o2), put_f(o3);
}

/* edge_moments (spec/ivp/geometry/mass.spec, G48): all extended, acc stored f64. */
static void edge_moments(const double v[9], const double acc[3]) {
  ext pa = v[0], pb = v[1], pc = v[2], qa = v[3], qb = v[4], qc = v[5], a0 = v[6], h = v[7], g = v[8];
  ext da = qa - pa, db = qb - pb, dc = qc - pc;
  ext dlen = __builtin_sqrtl(da * da + db * db + dc * dc);
  if (fabsl(da) < dlen * (ext)1e-12) {
    put_i(0);
    return;
  }
  ext sb = db / da, sc = dc / da;
  ext b0 = pb - sb * pa, c0 = pc - sc * pa;
  ext k0 = a0 * b0 * b0 + h * b0 * c0 + g * c0 * c0;
  ext k1 = (ext)2.0 * a0 * b0 * sb + h * (b0 * sc + sb * c0) + (ext)2.0 * g * c0 * sc;
  ext k2 = a0 * sb * sb + h * sb * sc + g * sc * sc;
  ext pa2 = pa * pa, qa2 = qa * qa;
  ext i1 = qa - pa;
  ext i2 = (qa2 - pa2) * (ext)0.5;
  ext i3 = (qa2 * qa - pa2 * pa) / (ext)3.0;
  ext i4 = (qa2 * qa2 - pa2 * pa2) * (ext)0.25;
  ext i5 = (qa2 * qa2 * qa - pa2 * pa2 * pa) * (ext)0.2;
  double x = acc[0] + (k0 * i1 + k1 * i2 + k2 * i3);
  double y = acc[1] + (k0 * i2 + k1 * i3 + k2 * i4);
  double z = acc[2] + (k0 * i3 + k1 * i4 + k2 * i5);
  put_i(1), put_d(x), put_d(y), put_d(z);
}

/* invsqrt (spec/ivp/math/invsqrt.spec, X01/X02): the seed on the f64's high word, Newton steps
 * extended, the result stored f64. */
static double invsqrt_seed(double x) {
  uint64_t u;
  memcpy(&u, &x, 8);
  int32_t hi = (int32_t)(uint32_t)(u >> 32);
  int32_t d = (int32_t)(0x7ff00000u - (uint32_t)hi);
  uint32_t s = (uint32_t)(d >> 1) + 0x1ff00000u;
  uint64_t r = (uint64_t)s << 32;
  double y;
  memcpy(&y, &r, 8);
  return y;
}

static ext invsqrt_step(ext x, ext y) { return ((0.5 - ((0.5 * x) * y) * y) + 1.0) * y; }

static double invsqrt4(float x) {
  double xd = x;
  ext y = invsqrt_seed(xd);
  for (int i = 0; i < 4; i++) y = invsqrt_step(xd, y);
  return (double)y;
}

static double invsqrt5(double x) {
  ext y = invsqrt_seed(x);
  for (int i = 0; i < 5; i++) y = invsqrt_step(x, y);
  return (double)y;
}

/* ov_calc_optimal_box's cell (spec/ivp/space/ov_tree.spec, T25): i32(floor(f64((c - r)*s))) and
 * i32(ceil(f64((c + r)*s))). */
static void ov_cell(double c, double r, double s) {
  double lo = ((ext)c - r) * s;
  double hi = ((ext)c + r) * s;
  put_i(conv_i32(floor(lo))), put_i(conv_i32(ceil(hi)));
}

/* ------------------------------------------------------------------ the driver */

#define MAXTOK 32

int main(void) {
  unsigned short cw;
  __asm__ volatile("fnstcw %0" : "=m"(cw));
  printf("x87 cw %04x sizeof %u mant %d\n", cw, (unsigned)sizeof(ext), LDBL_MANT_DIG);
  static char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    char *t[MAXTOK];
    int n = 0;
    for (char *p = strtok(line, " \n"); p && n < MAXTOK; p = strtok(NULL, " \n")) t[n++] = p;
    if (n == 0) continue;
    const char *op = t[0];
    if (!strcmp(op, "add")) put_e(ext_of(t[1]) + ext_of(t[2]));
    else if (!strcmp(op, "sub")) put_e(ext_of(t[1]) - ext_of(t[2]));
    else if (!strcmp(op, "mul")) put_e(ext_of(t[1]) * ext_of(t[2]));
    else if (!strcmp(op, "div")) put_e(ext_of(t[1]) / ext_of(t[2]));
    else if (!strcmp(op, "sqrt")) put_e(__builtin_sqrtl(ext_of(t[1])));
    else if (!strcmp(op, "neg")) put_e(-ext_of(t[1]));
    else if (!strcmp(op, "abs")) put_e(fabsl(ext_of(t[1])));
    else if (!strcmp(op, "floor")) put_e(floorl(ext_of(t[1])));
    else if (!strcmp(op, "ceil")) put_e(ceill(ext_of(t[1])));
    else if (!strcmp(op, "trunc")) put_e(truncl(ext_of(t[1])));
    else if (!strcmp(op, "cmp")) {
      ext a = ext_of(t[1]), b = ext_of(t[2]);
      int r = (a < b) | (a <= b) << 1 | (a == b) << 2 | (a != b) << 3 | (a > b) << 4 | (a >= b) << 5;
      printf(" %02x", r);
    } else if (!strcmp(op, "fromf32")) put_e((ext)f_of(t[1]));
    else if (!strcmp(op, "fromf64")) put_e((ext)d_of(t[1]));
    else if (!strcmp(op, "fromi32")) put_e((ext)i_of(t[1]));
    else if (!strcmp(op, "tof32")) put_f((float)ext_of(t[1]));
    else if (!strcmp(op, "tof64")) put_d((double)ext_of(t[1]));
    else if (!strcmp(op, "toi32")) put_i(conv_i32(ext_of(t[1])));
    else if (!strcmp(op, "m01")) m01(d_of(t[1]));
    else if (!strcmp(op, "hesse") || !strcmp(op, "kvalues") || !strcmp(op, "linedist2") || !strcmp(op, "qrvalues")) {
      float f[9];
      int nf = !strcmp(op, "hesse") || !strcmp(op, "qrvalues") ? 9 : 6;
      for (int i = 0; i < nf; i++) f[i] = f_of(t[1 + i]);
      double p[3] = {0, 0, 0};
      if (strcmp(op, "hesse"))
        for (int i = 0; i < 3; i++) p[i] = d_of(t[1 + nf + i]);
      if (!strcmp(op, "hesse")) hesse(f, f + 3, f + 6);
      else if (!strcmp(op, "kvalues")) k_values(f, f + 3, p);
      else if (!strcmp(op, "linedist2")) line_dist2(f, f + 3, p);
      else qr_values(f, f + 3, f + 6, p);
    } else if (!strcmp(op, "kkparams")) {
      double d[15];
      float f[6];
      for (int i = 0; i < 15; i++) d[i] = d_of(t[1 + i]);
      for (int i = 0; i < 6; i++) f[i] = f_of(t[16 + i]);
      kk_params(d, d + 3, d + 6, d + 9, d + 12, f, f + 3);
    } else if (!strcmp(op, "edgemoments")) {
      double d[12];
      for (int i = 0; i < 12; i++) d[i] = d_of(t[1 + i]);
      edge_moments(d, d + 9);
    } else if (!strcmp(op, "invsqrt4")) put_d(invsqrt4(f_of(t[1])));
    else if (!strcmp(op, "invsqrt5")) put_d(invsqrt5(d_of(t[1])));
    else if (!strcmp(op, "ovcell")) ov_cell(d_of(t[1]), d_of(t[2]), d_of(t[3]));
    else {
      fprintf(stderr, "oracle: unknown operation \"%s\"\n", op);
      return 2;
    }
    putchar('\n');
  }
  return 0;
}
