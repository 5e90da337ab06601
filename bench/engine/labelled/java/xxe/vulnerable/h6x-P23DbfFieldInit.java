package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;

@WebServlet(value = "/xxe-p23dbffieldinit")
public class P23DbfFieldInit extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            response.getWriter().println(DBF.newDocumentBuilder().parse(request.getInputStream()).getDocumentElement().getTagName());
        } catch (Exception e) { throw new ServletException(e); }
    }

    private static final DocumentBuilderFactory DBF = DocumentBuilderFactory.newInstance();
}
