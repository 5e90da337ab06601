import java.io.IOException;
import java.net.URLDecoder;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class QueryStringLocationServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String queryString = request.getQueryString();
        String paramval = "to=";
        int paramLoc = queryString == null ? -1 : queryString.indexOf(paramval);
        if (paramLoc == -1) {
            response.sendError(400);
            return;
        }
        String param = queryString.substring(paramLoc + paramval.length());
        int ampersandLoc = param.indexOf("&");
        if (ampersandLoc != -1) {
            param = param.substring(0, ampersandLoc);
        }
        param = URLDecoder.decode(param, "UTF-8");
        response.setStatus(HttpServletResponse.SC_FOUND);
        response.setHeader("Location", param);
    }
}
