using Xunit;

public class TokenServiceTests
{
    private const string TestKey = "unit-test-signing-key-not-for-production-use";

    [Fact]
    public void KeyIsLongEnough() => Assert.True(TestKey.Length >= 32);

    [Fact]
    public void Guid() => Assert.Equal(36, "c2fce163-8fd4-4933-bea0-1762cbb5ccfb".Length);
}
