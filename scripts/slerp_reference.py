# High-precision reference for the designed slerp coefficient c(t, x) = sin(t*W)/sin(W), x = cos(W)
# (spec/ivp/mindist/pose.spec). Reads little-endian f64 triples (t, x, c) from argv[1], evaluates
# the reference with mpmath at 160 bits, and prints the error statistics in ulps of the reference.
import struct, sys
import mpmath

mpmath.mp.prec = 160
data = open(sys.argv[1], "rb").read()
n = len(data) // 24
worst = 0.0
worst_at = None
total = 0.0
over = [0, 0, 0]  # > 0.5, > 1, > 2 ulp
for i in range(n):
    t, x, c = struct.unpack_from("<ddd", data, 24 * i)
    if x == 1.0:
        ref = mpmath.mpf(t)
    else:
        w = mpmath.acos(mpmath.mpf(x))
        ref = mpmath.sin(mpmath.mpf(t) * w) / mpmath.sin(w)
    r = float(ref)
    if r == 0.0:
        continue
    # the ulp of the reference's f64 neighbourhood
    m, e = mpmath.frexp(ref)
    ulp = mpmath.ldexp(1, int(e) - 53)
    err = float(abs(mpmath.mpf(c) - ref) / ulp)
    total += err
    if err > worst:
        worst, worst_at = err, (t, x, c, r)
    for k, lim in enumerate((0.5, 1.0, 2.0)):
        if err > lim:
            over[k] += 1
print(f"inputs {n}; max error {worst:.4f} ulp at t={worst_at[0]!r} x={worst_at[1]!r} (got {worst_at[2]!r}, reference {worst_at[3]!r}); mean {total / n:.4f} ulp; > 0.5 ulp: {over[0]}, > 1 ulp: {over[1]}, > 2 ulp: {over[2]}")
