import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-aes-ecb-field")
public class CryptoAesEcbField extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String TRANSFORM = "AES/ECB/PKCS5Padding";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            byte[] k = new byte[16];
            new java.security.SecureRandom().nextBytes(k);
            Cipher c = Cipher.getInstance(TRANSFORM);
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, "AES"));
            byte[] out = c.doFinal("payload".getBytes("UTF-8"));
            response.getWriter().println(out.length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
