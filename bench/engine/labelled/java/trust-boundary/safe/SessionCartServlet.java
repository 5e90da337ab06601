import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SessionCartServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        List<Long> items = new ArrayList<>();
        for (String item : req.getParameterValues("item")) {
            items.add(Long.parseLong(item));
        }
        req.getSession().setAttribute("cartItemCount", items.size());
        resp.setStatus(204);
    }
}
