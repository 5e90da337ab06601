import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HolderFieldServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] values = request.getParameterValues("comment");
        Holder h = new Holder(values != null && values.length > 0 ? values[0] : "");
        response.setContentType("text/html");
        response.getWriter().println("<li>" + h.text() + "</li>");
    }

    static class Holder {
        private final String value;

        Holder(String value) {
            this.value = value;
        }

        String text() {
            return value;
        }
    }
}
