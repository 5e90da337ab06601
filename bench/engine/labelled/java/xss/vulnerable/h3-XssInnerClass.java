import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-inner-class")
public class XssInnerClass extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String who = "";
        java.util.Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length > 0 && "visitor".equals(vals[0])) {
                who = name;
                break;
            }
        }
        String page = new Decorator().wrap(who);
        response.getWriter().println(page);
    }

    private class Decorator {
        String wrap(String value) {
            StringBuilder sb = new StringBuilder();
            sb.append("<div class='hello'>");
            sb.append(value);
            sb.append("</div>");
            return sb.toString();
        }
    }
}
