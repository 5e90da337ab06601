import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MathRandomCodeServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String code = Codes.next();
        javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("otp", code);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("sent");
    }
}

class Codes {
    static String next() {
        double value = Math.random();
        return Integer.toString((int) (value * 1000000));
    }
}
