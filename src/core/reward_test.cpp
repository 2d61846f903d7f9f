// Tests for reward presets and group advantages.
#include "core/reward.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace anvil;

static Verdict fast_correct(double s_eager, double s_ind) {
  Verdict v;
  v.correct = v.compiled = true;
  v.reason = "ok";
  v.speedup_eager = s_eager;
  v.speedup_inductor = s_ind;
  return v;
}

TEST(Reward, Presets) {
  auto v = fast_correct(2.0, 1.5);
  EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec("binary")), 1.0);
  EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec("kevin")), 2.3);
  EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec("kevin@inductor")), 1.8);
  EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec("kernelgym")), 1.0);
  EXPECT_NEAR(reward(v, *parse_reward_spec("makora")), 1.0 / (1.0 + std::exp(-(1 + 1.5 - 1.8))), 1e-12);
  auto slow = fast_correct(1.005, 0.5);
  EXPECT_DOUBLE_EQ(reward(slow, *parse_reward_spec("kernelgym")), 0.5);
}

TEST(Reward, WrongEarnsNothingExceptWeightedCompileTerm) {
  Verdict v;
  v.compiled = true;
  v.speedup_eager = 5.0;  // must not count: the candidate is wrong
  for (auto p : {"binary", "kevin", "kernelgym", "makora"})
    EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec(p)), 0.0) << p;
  EXPECT_DOUBLE_EQ(reward(v, *parse_reward_spec("weighted:compiled=0.1,speedup=1")), 0.1);
}

TEST(Reward, WeightedCapsSpeedup) {
  auto v = fast_correct(50.0, 20.0);
  auto spec = parse_reward_spec("weighted:correct=1,speedup=0.5,cap=4,fast=0.25,fast_at=1.1");
  ASSERT_TRUE(spec.ok());
  EXPECT_DOUBLE_EQ(reward(v, *spec), 1 + 0.5 * 4 + 0.25);
}

TEST(Reward, BadSpecsAreErrors) {
  EXPECT_FALSE(parse_reward_spec("fancy").ok());
  EXPECT_FALSE(parse_reward_spec("kevin:speedup=1").ok());
  EXPECT_FALSE(parse_reward_spec("weighted:nope=1").ok());
  EXPECT_FALSE(parse_reward_spec("kevin@cublas").ok());
}

TEST(Advantages, GrpoDrGrpoRloo) {
  auto g = group_advantages({1, 0, 0, 1}, "grpo");
  ASSERT_TRUE(g.ok());
  double sd = std::sqrt(1.0 / 3.0);
  EXPECT_NEAR(g->values[0], 0.5 / (sd + 1e-6), 1e-9);
  EXPECT_FALSE(g->zero_variance);
  auto d = group_advantages({3, 1}, "dr_grpo");
  EXPECT_DOUBLE_EQ(d->values[0], 1.0);
  auto r = group_advantages({3, 1, 2}, "rloo");
  EXPECT_DOUBLE_EQ(r->values[0], 3 - 1.5);
  auto z = group_advantages({0.5, 0.5}, "grpo");
  EXPECT_TRUE(z->zero_variance);
  EXPECT_DOUBLE_EQ(z->values[0], 0.0);
  EXPECT_FALSE(group_advantages({1}, "rloo").ok());
}

TEST(Advantages, DiscountedReturns) {
  auto R = discounted_returns({1, 0, 2}, 0.4);
  EXPECT_NEAR(R[2], 2, 1e-12);
  EXPECT_NEAR(R[1], 0.8, 1e-12);
  EXPECT_NEAR(R[0], 1.32, 1e-12);
}
