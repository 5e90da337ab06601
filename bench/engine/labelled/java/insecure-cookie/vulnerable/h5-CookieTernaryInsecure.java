import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cookie-ternary-insecure")
public class CookieTernaryInsecure extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        int num = 106;
        boolean secure = (7 * 18) + num > 200 ? false : true;
        javax.servlet.http.Cookie cookie = new javax.servlet.http.Cookie("SomeCookie", param);
        cookie.setSecure(secure);
        response.addCookie(cookie);
    }
}
