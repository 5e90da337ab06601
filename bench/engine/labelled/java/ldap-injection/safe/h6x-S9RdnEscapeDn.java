package org.example.bench.web;

import java.io.IOException;
import javax.naming.directory.InitialDirContext;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldap-injection-s9rdnescapedn")
public class S9RdnEscapeDn extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String u = request.getParameter("u");
        try {
            Object o = new InitialDirContext().getAttributes("uid=" + javax.naming.ldap.Rdn.escapeValue(u) + ",ou=people,dc=example,dc=org");
            response.getWriter().println(o != null);
        } catch (javax.naming.NamingException e) { throw new ServletException(e); }
    }
}
