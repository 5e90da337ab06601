package org.example.bench.web;

import java.io.IOException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldap-injection-ldapfilterargsbutconcat")
public class LdapFilterArgsButConcat extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        try {
            DirContext ctx = new InitialDirContext();
            String filter = "(&(objectclass=person)(|(uid=" + param + ")(street={0})))";
            Object[] filters = new Object[] {"The streetz 4 Ms bar"};
            ctx.search("ou=users,ou=system", filter, filters, new SearchControls());
        } catch (javax.naming.NamingException e) {
            throw new ServletException(e);
        }
    }
}
