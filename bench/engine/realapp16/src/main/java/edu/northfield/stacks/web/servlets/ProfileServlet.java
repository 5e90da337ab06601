package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.model.Member;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.io.PrintWriter;
import org.apache.commons.text.StringEscapeUtils;

@WebServlet("/account/profile")
public class ProfileServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        req.getRequestDispatcher("/WEB-INF/jsp/profile.jsp").forward(req, resp);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession();
        Member member = (Member) session.getAttribute("member");
        String displayName = req.getParameter("displayName");
        session.setAttribute("displayName", displayName);
        session.setAttribute("pageSize", Math.min(100, Integer.parseInt(req.getParameter("pageSize"))));

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body>");
        out.println("<p>Saved. You will be greeted as " + displayName + " from now on.</p>");
        out.println("<p>Signed in as " + StringEscapeUtils.escapeHtml4(member.getUsername()) + " ("
                + StringEscapeUtils.escapeHtml4(req.getParameter("pronouns")) + ")</p>");
        out.println("<p>Results per page: " + Integer.parseInt(req.getParameter("pageSize")) + "</p>");
        out.println("<a href=\"" + req.getContextPath() + "/account/profile\">Back</a></body></html>");
    }
}
