package org.example.bench.web;

import java.io.IOException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldap-injection-p25ldapfilterstringbuilderhelper")
public class P25LdapFilterStringBuilderHelper extends HttpServlet {

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
            new InitialDirContext().search("dc=x", Filters.byUid(u), new SearchControls());
        } catch (javax.naming.NamingException e) { throw new ServletException(e); }
    }

    static final class Filters {
        static String byUid(String uid) { return new StringBuilder("(uid=").append(uid).append(')').toString(); }
    }
}
