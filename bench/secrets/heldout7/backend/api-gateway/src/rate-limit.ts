export const limits = {
  anonymous: { points: 60, duration: 60 },
  authenticated: { points: 600, duration: 60 },
  partnerKeys: new Map([
    // partner ids are public; their keys are hashed (sha256) in the table, never stored here
    ['490c8cd4-6510-42ea-9bcb-70ed7e08e88f', '85b0ee263a8543e2028e3bd8b6a7b34811734d5d2367ab1949da8450c368c421'],
    ['3248db65-86ec-4b2b-a265-f78e86e22385', '4f4c84a209e82f0880bee242509e26ec7098b939a2e6352196f9c55bbf296bc9'],
  ]),
};
