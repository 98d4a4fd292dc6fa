/* bench_libyaml: the floor under `bao check` on YAML.  libyaml alone
 * parses a file into events and drops them (no game built, nothing
 * replayed): whatever `check` does on YAML costs at least this much while
 * libyaml is the reader.
 *
 *   bench_libyaml FILE        prints "events N" and "seconds S" (CPU) */
#include <stdio.h>
#include <yaml.h>

#include "bench.h"

int main(int argc, char **argv)
{
  FILE *f;
  yaml_parser_t p;
  yaml_event_t ev;
  long events = 0;
  int done = 0, ok = 1;
  double t0;
  if (argc != 2 || !(f = fopen(argv[1], "rb"))) {
    fprintf(stderr, "usage: bench_libyaml FILE\n");
    return 2;
  }
  t0 = bench_cpu_seconds();
  if (!yaml_parser_initialize(&p))
    return 1;
  yaml_parser_set_input_file(&p, f);
  while (ok && !done) {
    if (!(ok = yaml_parser_parse(&p, &ev)))
      break;
    done = ev.type == YAML_STREAM_END_EVENT;
    events++;
    yaml_event_delete(&ev);
  }
  yaml_parser_delete(&p);
  fclose(f);
  if (!ok) {
    fprintf(stderr, "bench_libyaml: %s: not YAML\n", argv[1]);
    return 1;
  }
  printf("events %ld\nseconds %.3f\n", events, bench_cpu_seconds() - t0);
  return 0;
}
