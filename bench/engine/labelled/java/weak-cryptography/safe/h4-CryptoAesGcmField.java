import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.spec.GCMParameterSpec;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-aes-gcm-field")
public class CryptoAesGcmField extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String TRANSFORM = "AES/GCM/NoPadding";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            byte[] iv = new byte[12];
            new java.security.SecureRandom().nextBytes(iv);
            Cipher c = Cipher.getInstance(TRANSFORM);
            c.init(Cipher.ENCRYPT_MODE, KeyGenerator.getInstance("AES").generateKey(), new GCMParameterSpec(128, iv));
            byte[] out = c.doFinal("payload".getBytes("UTF-8"));
            response.getWriter().println(out.length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
