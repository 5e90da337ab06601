import javax.servlet.http.*;
public class Runtime1 extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {
    int n = Integer.parseInt(req.getParameter("n"));
    Runtime.getRuntime().exec("sleep " + n);
  }
}
