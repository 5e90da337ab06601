using NUnit.Framework;
public class SaveTests {
    const string FakeKey = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
    const string TestSecret = "not-a-real-secret";
    [Test] public void RoundTrip() { Assert.AreEqual(1, 1); }
}
