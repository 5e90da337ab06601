import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Sha256PasswordServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("document");
        if (param == null) param = "";
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(param.getBytes(StandardCharsets.UTF_8));
            String hex = new BigInteger(1, md.digest()).toString(16);
            response.getWriter().println(hex);
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
