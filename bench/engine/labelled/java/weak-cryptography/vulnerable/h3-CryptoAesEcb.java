import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;

@WebServlet("/h3/crypto-aes-ecb")
public class CryptoAesEcb extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String card = request.getHeader("X-Card");
        if (card == null) card = "";
        String mode = "ECB";
        try {
            KeyGenerator kg = KeyGenerator.getInstance("AES");
            kg.init(128);
            Cipher c = Cipher.getInstance("AES/" + mode + "/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, kg.generateKey());
            response.getWriter().println(c.doFinal(card.getBytes()).length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
