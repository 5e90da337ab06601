// WARNING: Do not modify! Generated file.
namespace UnityEngine.Purchasing.Security
{
    public class GooglePlayTangle
    {
        private static byte[] data = System.Convert.FromBase64String("Eid0RTy7bn1dytBmkjwY7AkjDPPt7osqFgdG9Uf1F2Cyybp/fNy48tkaSrTIyJ1jCybt0LsamPaD0jD+5BYFcnxX8sxTHEwJut+KfIfvbJvjQ0uiIIxhl1nDniAKiWAWUMKANyXaNCfVMYcGOymtNDYK/YIfPfkM7youB6qI+nV0gVWv911lBWuPXK6a+k3E8PsqUWyzjy/Jkf0SWTlG50NfaBuA8ZlGyoi+N7/avp4pOQMioc8n1tHq9g+5b1fdSNYz5VUC3i5Y7fiDkQZRHK13T936Ifd8rz3ztcZI8PwJz/2RdN6JlmKhslEzE54x3RfchRm3fl+MCNe/1Ym+TsNxmpZgdTMQj5OqJ0YJnns/4RU0tNJxK7AcwhTGFROlYhJ1cqh0nHzA1Wdp");
        private static int[] order = new int[] { 8,1,12,13,8,13,14,11,11,9,4,7,13,11,10 };
        private static int key = 137;
        public static readonly bool IsPopulated = true;
        public static byte[] Data() { return Obfuscator.DeObfuscate(data, order, key); }
    }
}
