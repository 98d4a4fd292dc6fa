/* bench.h - what the benchmarks share: processor time, and the seeds a
 * move's events say it sowed.  Not installed; not part of the library. */
#ifndef BAO_BENCH_H
#define BAO_BENCH_H

#include <time.h>

#include "bao/bao.h"

/* Seconds of processor time of this process: other jobs on the machine
 * do not count. */
static inline double bench_cpu_seconds(void)
{
  return (double)clock() / CLOCKS_PER_SEC;
}

/* Seconds of wall time (a monotonic clock), for the threaded searches:
 * their processor time is that of all their threads. */
static inline double bench_wall_seconds(void)
{
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The seeds sown by the laps of a move's events. */
static inline unsigned long long bench_lap_seeds(const bao_events *ev)
{
  unsigned long long n = 0;
  size_t i;
  for (i = 0; i < ev->count; i++)
    if (ev->ev[i].kind == BAO_EV_LAP)
      n += ev->ev[i].count;
  return n;
}

#endif
