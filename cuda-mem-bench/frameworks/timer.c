// The timing loop of frameworks.py: `cuda_mem_classify` (passed as a
// function pointer, so this file links nothing) over `n` addresses,
// `reps` times; the mean ns per call. Python's ctypes would add a few
// hundred ns to each call.
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "cuda_mem.h"

typedef cuda_mem_status (*classify_fn)(const cuda_mem_handle *, const void *,
                                       cuda_mem_pointer_info *);

double cm_time_classify(void *fn, const cuda_mem_handle *h,
                        const uint64_t *ptrs, size_t n, size_t reps) {
  classify_fn classify = (classify_fn)fn;
  cuda_mem_pointer_info info;
  volatile int32_t sink = 0;
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  for (size_t r = 0; r < reps; r++)
    for (size_t i = 0; i < n; i++)
      sink += classify(h, (const void *)(uintptr_t)ptrs[i], &info);
  clock_gettime(CLOCK_MONOTONIC, &b);
  (void)sink;
  double ns = (double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec);
  return ns / (double)(reps * n);
}
