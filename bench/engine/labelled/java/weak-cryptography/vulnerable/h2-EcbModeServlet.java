import java.io.IOException;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EcbModeServlet extends HttpServlet {
    private static final byte[] KEY = System.getenv("CARD_KEY") == null ? new byte[16] : System.getenv("CARD_KEY").getBytes();

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String card = request.getParameter("card");
        if (card == null) card = "";
        try {
            Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(KEY, "AES"));
            byte[] enc = cipher.doFinal(card.getBytes("UTF-8"));
            response.getWriter().println(enc.length);
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
