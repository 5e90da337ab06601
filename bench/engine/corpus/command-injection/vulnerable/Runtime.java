import javax.servlet.http.*;
public class Runtime1 extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {
    Runtime.getRuntime().exec("sh -c nslookup " + req.getParameter("host"));
  }
}
