import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xss-helper-thing-plain")
public class XssHelperThingPlain extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final boolean DECORATE = false;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String msg = request.getParameter("msg");
        if (msg == null) msg = "";
        Decorator d = DECORATE ? new Bold() : new Plain();
        response.getWriter().print(d.wrap(msg));
    }
}

interface Decorator {
    String wrap(String s);
}

class Bold implements Decorator {
    public String wrap(String s) {
        return "<b>" + s + "</b>";
    }
}

class Plain implements Decorator {
    public String wrap(String s) {
        return "<span>ok</span>";
    }
}
