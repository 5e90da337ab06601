import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Md5PasswordServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("password");
        if (param == null) param = "";
        try {
            MessageDigest md = MessageDigest.getInstance(Algorithms.digest());
            md.update(param.getBytes(StandardCharsets.UTF_8));
            String hex = new BigInteger(1, md.digest()).toString(16);
            request.getSession().setAttribute("pwHash", hex);
            response.getWriter().println("stored");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}

class Algorithms {
    static String digest() {
        return "MD5";
    }
}
