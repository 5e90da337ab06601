using Xunit;

public class PaymentTests
{
    // Stripe's test-mode fixture key shape; the test server never reaches Stripe.
    private const string FakeKey = "sk_test_FAKEFAKEFAKEFAKEFAKEFAKE";

    [Fact]
    public void RejectsEmptyAmount() => Assert.Throws<ArgumentException>(() => new Charge(FakeKey, 0));
}
